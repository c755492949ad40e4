import { isHttpUrl, PLAIN_EMAIL_SOURCE } from '@/lib/validation/clean-text';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist-limits';

// What the builder's fields and the lead's schema (./lead-schema.ts) share, without zod: the page renders
// and restores a draft with these, and loads the schema only once a field is checked.

/**
 * Limits shared by the builder form, the data layer and the SQL CHECK constraints on custom_builder_leads.
 * If you change one here, change the migration too (a database test compares them).
 */
export const LEAD_LIMITS = {
  businessName: 120,
  websiteUrl: 2048,
  email: 254,
  shortlist: SHORTLIST_MAX,
} as const;

/**
 * A plausible address: something@domain.tld, with no spaces and none of ? & % / , ; : (which would turn
 * a mailto: link into extra headers or recipients). Mirrored by SQL private.is_plain_email.
 */
export const EMAIL_PATTERN = new RegExp(PLAIN_EMAIL_SOURCE);

/**
 * Accepts "bistro.example.com" as "https://bistro.example.com"; refuses other schemes
 * (javascript:, ftp:, data:), anything that is not a host name, and anything after a valid start that
 * is not part of a URL (the whole value must match, as SQL private.is_http_url checks). Blank means
 * "no website" (null).
 */
export function normalizeWebsiteUrl(input: string): string | null | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) return undefined;
  const candidate = hasScheme ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return undefined;
    return isHttpUrl(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}
