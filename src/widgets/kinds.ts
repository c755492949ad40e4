/**
 * The widget kinds that install themselves (issue 42), each with the catalogue tool whose page offers it.
 * The id is stored with every widget (public.widgets.kind), written into the snippet (data-kind) and names
 * the kind's folder (src/widgets/kinds/<id>/) and its runtime chunk. No React, no zod: the loader and the
 * runtime read this file too.
 */
export const WIDGET_KINDS = {
  'call-button': { toolSlug: 'click-to-call-button', label: 'Click-to-Call Button' },
  'whatsapp-button': { toolSlug: 'whatsapp-chat-button', label: 'WhatsApp Chat Button' },
  'business-hours': { toolSlug: 'business-hours-display', label: 'Business Hours Display' },
  'announcement-bar': { toolSlug: 'announcement-banner-pro', label: 'Announcement Bar' },
  'cookie-consent': { toolSlug: 'cookie-consent-manager', label: 'Cookie Consent Manager' },
  testimonials: { toolSlug: 'testimonials-carousel', label: 'Testimonials Carousel' },
  'rating-badge': { toolSlug: 'aggregate-rating-badge', label: 'Aggregate Rating Badge' },
  faq: { toolSlug: 'faq-accordion-builder', label: 'FAQ Accordion' },
  'map-locator': { toolSlug: 'google-maps-locator', label: 'Google Maps Locator' },
  'contact-form': { toolSlug: 'contact-form-builder-pro', label: 'Contact Form' },
  'email-signup': { toolSlug: 'email-subscription-form', label: 'Email Subscription Form' },
  booking: { toolSlug: 'quick-appointment-booking', label: 'Quick Appointment Booking' },
} as const;

export type WidgetKind = keyof typeof WIDGET_KINDS;
export const WIDGET_KIND_IDS = Object.keys(WIDGET_KINDS) as WidgetKind[];

export function isWidgetKind(value: unknown): value is WidgetKind {
  return typeof value === 'string' && Object.hasOwn(WIDGET_KINDS, value);
}

/** The kind a catalogue tool installs, if it installs itself. */
export function widgetKindForTool(toolSlug: string): WidgetKind | undefined {
  return WIDGET_KIND_IDS.find((kind) => WIDGET_KINDS[kind].toolSlug === toolSlug);
}
