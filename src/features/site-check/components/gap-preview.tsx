import { lazy, Suspense } from 'react';
import type { NicheSlug } from '@/config/paths';
import type { Tool } from '@/domain/catalogue/tool-types';

// The same live preview as the tool's own page (a listed cross-feature exception, eslint.config.js).
const ToolPreviewFor = lazy(() => import('@/features/tool-page/previews/tool-preview-for'));

/** A tool closing one gap, shown working for the visitor's kind of business. */
export function GapPreview({ tool, niche }: { tool: Tool; niche: NicheSlug }) {
  return (
    <div className="min-h-[12rem] rounded-lg border bg-muted/30 p-3 sm:p-4">
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the preview…</p>}>
        <ToolPreviewFor tool={tool} niche={niche} />
      </Suspense>
    </div>
  );
}
