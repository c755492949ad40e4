import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { NicheSlug } from '@/config/paths';
import { KIND_DETAILS } from '../data/kind-details';
import { nicheSample } from '../data/sample-content';
import type { PreviewKind } from '../lib/preview-kind';
import { PreviewPlaceholder } from './preview-placeholder';
import type { PreviewProps } from './preview-props';

/* Each kind is its own chunk, so a tool page downloads only its own preview. */
const PREVIEWS: Record<PreviewKind, LazyExoticComponent<ComponentType<PreviewProps>>> = {
  reviews: lazy(() => import('./review-carousel')),
  chat: lazy(() => import('./chat-bubble')),
  booking: lazy(() => import('./booking-picker')),
  social: lazy(() => import('./social-feed')),
  popup: lazy(() => import('./popup-preview')),
  form: lazy(() => import('./form-preview')),
  gallery: lazy(() => import('./gallery-preview')),
  counter: lazy(() => import('./counter-preview')),
  menu: lazy(() => import('./menu-preview')),
  map: lazy(() => import('./map-locator')),
  media: lazy(() => import('./media-player')),
  faq: lazy(() => import('./faq-preview')),
};

/**
 * The preview with its niche's sample content. Loaded lazily as a whole, so the sample content for every
 * niche stays out of the page's first download too.
 */
export default function PreviewStage({
  kind,
  niche,
  toolName,
}: {
  kind: PreviewKind;
  niche: NicheSlug;
  toolName: string;
}) {
  const sample = nicheSample(niche);
  const Preview = PREVIEWS[kind];
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        {KIND_DETAILS[kind].label} preview for{' '}
        <span className="font-semibold text-foreground">{sample.business}</span>, a sample business. Try it:
        it works like the real {toolName}.
      </p>
      <div className="min-h-64 rounded-lg bg-muted/40 p-3 sm:p-5" data-preview-kind={kind}>
        <Suspense fallback={<PreviewPlaceholder />}>
          <Preview key={niche} sample={sample} toolName={toolName} />
        </Suspense>
      </div>
    </>
  );
}
