import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { NicheSelect } from '@/components/catalogue/niche-select';
import type { NicheSlug } from '@/config/paths';
import { START_WHEN_VISIBLE } from '@/lib/first-paint/hydrate-on-interaction';
import type { PreviewKind } from '../lib/preview-kind';
import { PreviewPlaceholder } from '../previews/preview-placeholder';

const PreviewStage = lazy(() => import('../previews/preview-stage'));

/** The live preview with a niche selector; its sample content follows the chosen niche. Key it by tool. */
export function ToolPreview({
  kind,
  toolName,
  initialNiche,
}: {
  kind: PreviewKind;
  toolName: string;
  initialNiche: NicheSlug;
}) {
  const [niche, setNiche] = useState<NicheSlug>(initialNiche);
  // The preview is not part of the prerendered HTML: it loads once the page has painted and hydrated. The
  // page's app starts when the preview comes near the screen (or on the visitor's first interaction).
  // Shown in a transition, so React renders it in slices that a tap can come between (decision 043); a
  // store read (useHydrated) would re-render it at once, in one task, right after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <NicheSelect
        label="Show it for"
        value={niche}
        onChange={setNiche}
        className="border-b p-4 sm:flex-row sm:items-center sm:justify-between"
      />
      <div className="min-h-[19rem] p-4 sm:p-6" {...{ [START_WHEN_VISIBLE]: '' }}>
        {hydrated ? (
          <Suspense fallback={<PreviewPlaceholder />}>
            <PreviewStage kind={kind} niche={niche} toolName={toolName} />
          </Suspense>
        ) : (
          <PreviewPlaceholder />
        )}
      </div>
    </div>
  );
}
