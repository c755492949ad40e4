import { lazy, Suspense, useId, useState } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { NicheSlug } from '@/config/paths';
import { NICHES } from '@/domain/catalogue/niches';
import { START_WHEN_VISIBLE } from '@/lib/first-paint/hydrate-on-interaction';
import { useHydrated } from '@/lib/react/use-hydrated';
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
  const hydrated = useHydrated();
  const selectId = useId();
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-col gap-2 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
        <Label htmlFor={selectId}>Show it for</Label>
        <select
          id={selectId}
          value={niche}
          onChange={(event) => setNiche(event.target.value as NicheSlug)}
          className={`${inputClassName} sm:w-64`}
        >
          {NICHES.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
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
