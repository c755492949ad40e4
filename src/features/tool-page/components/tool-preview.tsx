import { lazy, Suspense, useId, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { NicheSlug } from '@/config/paths';
import { NICHES } from '@/features/catalogue/data/niches';
import { useHydrated } from '@/lib/react/use-hydrated';
import { KIND_DETAILS } from '../data/kind-details';
import { nicheSample } from '../data/sample-content';
import type { PreviewKind } from '../lib/preview-kind';
import type { PreviewProps } from '../previews/preview-props';

/* Each kind is its own chunk: a tool page downloads only its own preview, and only after first paint. */
const PREVIEWS: Record<PreviewKind, LazyExoticComponent<ComponentType<PreviewProps>>> = {
  reviews: lazy(() => import('../previews/review-carousel')),
  chat: lazy(() => import('../previews/chat-bubble')),
  booking: lazy(() => import('../previews/booking-picker')),
  social: lazy(() => import('../previews/social-feed')),
  popup: lazy(() => import('../previews/popup-preview')),
  form: lazy(() => import('../previews/form-preview')),
  gallery: lazy(() => import('../previews/gallery-preview')),
  counter: lazy(() => import('../previews/counter-preview')),
  menu: lazy(() => import('../previews/menu-preview')),
  map: lazy(() => import('../previews/map-locator')),
  media: lazy(() => import('../previews/media-player')),
  faq: lazy(() => import('../previews/faq-preview')),
};

const placeholder = (
  <p className="flex min-h-64 items-center justify-center text-sm text-muted-foreground">
    Loading the preview…
  </p>
);

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
  // The preview is not part of the prerendered HTML: it mounts once the page has painted and hydrated.
  const mounted = useHydrated();
  const selectId = useId();
  const sample = nicheSample(niche);
  const Preview = PREVIEWS[kind];
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
      <div className="p-4 sm:p-6">
        <p className="mb-4 text-sm text-muted-foreground">
          {KIND_DETAILS[kind].label} preview for{' '}
          <span className="font-semibold text-foreground">{sample.business}</span>, a sample business. Try it:
          it works like the real {toolName}.
        </p>
        <div className="min-h-64 rounded-lg bg-muted/40 p-3 sm:p-5" data-preview-kind={kind}>
          {mounted ? (
            <Suspense fallback={placeholder}>
              <Preview key={niche} sample={sample} toolName={toolName} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </div>
  );
}
