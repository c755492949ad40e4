import { PREMIUM_TOOL_SLUGS, type PremiumToolSlug } from '@/config/paths';

/**
 * Where a visitor enquiry came from. A fixed list (not free text), so the dashboard can label and filter
 * it and a hostile client cannot store arbitrary strings here; the SQL CHECK lists the same values
 * (supabase/tests/inquiry-schema-drift.test.ts keeps them equal).
 */
export const INQUIRY_SOURCES = [
  { value: 'contact', label: 'Contact page' },
  { value: 'ad2conversion', label: 'Ad2Conversion AI' },
  { value: 'voice-agent-landing', label: 'Voice agent landing' },
  { value: 'voice-agent-ai', label: 'Voice Agent AI' },
  { value: 'voice-appointment-booking', label: 'Voice Appointment Booking' },
  { value: 'restaurant-reservation-ai', label: 'Restaurant Reservation AI' },
  { value: 'ai-facebook-ads-spy', label: 'AI Facebook Ads Spy' },
  { value: 'local-map-seo', label: 'Local Map SEO' },
] as const satisfies ReadonlyArray<{ value: string; label: string }>;

export type InquirySource = (typeof INQUIRY_SOURCES)[number]['value'];
export type DemoSource = Exclude<InquirySource, 'contact'>;

export const INQUIRY_SOURCE_VALUES = INQUIRY_SOURCES.map((s) => s.value) as [InquirySource, ...InquirySource[]];

// Every premium tool page must be a valid source; this fails to compile if a slug is added to paths only.
const _premiumSlugsAreSources: ReadonlyArray<InquirySource> = PREMIUM_TOOL_SLUGS satisfies ReadonlyArray<PremiumToolSlug>;
void _premiumSlugsAreSources;

export const INQUIRY_KINDS = [
  { value: 'demo', label: 'Demo request' },
  { value: 'contact', label: 'Contact message' },
] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number]['value'];
export const INQUIRY_KIND_VALUES = INQUIRY_KINDS.map((k) => k.value) as [InquiryKind, ...InquiryKind[]];

const sourceLabels = new Map<string, string>(INQUIRY_SOURCES.map((s) => [s.value, s.label]));
const kindLabels = new Map<string, string>(INQUIRY_KINDS.map((k) => [k.value, k.label]));

/** Labels for display; an unknown stored value shows as itself rather than disappearing. */
export const inquirySourceLabel = (value: string) => sourceLabels.get(value) ?? value;
export const inquiryKindLabel = (value: string) => kindLabels.get(value) ?? value;
