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
  'rating-badge': lazy(() => import('./rating-badge-preview')),
  'review-request': lazy(() => import('./review-request-preview')),
  'review-reply': lazy(() => import('./review-reply-preview')),
  chat: lazy(() => import('./chat-bubble')),
  'call-button': lazy(() => import('./call-button-preview')),
  booking: lazy(() => import('./booking-picker')),
  timetable: lazy(() => import('./timetable-preview')),
  social: lazy(() => import('./social-feed')),
  'share-buttons': lazy(() => import('./share-buttons-preview')),
  popup: lazy(() => import('./popup-preview')),
  'spin-wheel': lazy(() => import('./spin-wheel-preview')),
  'scratch-card': lazy(() => import('./scratch-card-preview')),
  banner: lazy(() => import('./banner-preview')),
  'social-proof': lazy(() => import('./social-proof-preview')),
  'cookie-consent': lazy(() => import('./cookie-consent-preview')),
  'age-gate': lazy(() => import('./age-gate-preview')),
  form: lazy(() => import('./form-preview')),
  signup: lazy(() => import('./signup-preview')),
  quiz: lazy(() => import('./quiz-preview')),
  poll: lazy(() => import('./poll-preview')),
  gallery: lazy(() => import('./gallery-preview')),
  'before-after': lazy(() => import('./before-after-preview')),
  slider: lazy(() => import('./slider-preview')),
  team: lazy(() => import('./team-preview')),
  timeline: lazy(() => import('./timeline-preview')),
  document: lazy(() => import('./document-preview')),
  counter: lazy(() => import('./counter-preview')),
  countdown: lazy(() => import('./countdown-preview')),
  'stamp-card': lazy(() => import('./stamp-card-preview')),
  'progress-bar': lazy(() => import('./progress-bar-preview')),
  calculator: lazy(() => import('./calculator-preview')),
  menu: lazy(() => import('./menu-preview')),
  hours: lazy(() => import('./hours-preview')),
  cart: lazy(() => import('./cart-preview')),
  map: lazy(() => import('./map-locator')),
  media: lazy(() => import('./media-player')),
  faq: lazy(() => import('./faq-preview')),
  search: lazy(() => import('./search-preview')),
  translator: lazy(() => import('./translator-preview')),
  accessibility: lazy(() => import('./accessibility-preview')),
  weather: lazy(() => import('./weather-preview')),
  'links-hub': lazy(() => import('./links-hub-preview')),
  'back-to-top': lazy(() => import('./back-to-top-preview')),
  'qr-code': lazy(() => import('./qr-code-preview')),
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
          <Preview key={niche} niche={niche} sample={sample} toolName={toolName} />
        </Suspense>
      </div>
    </>
  );
}
