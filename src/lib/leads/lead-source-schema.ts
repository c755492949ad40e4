import { z } from 'zod';
import { isCleanLine, SPACES, UNCLEAN_MESSAGE, URL_FORBIDDEN } from '@/lib/validation/clean-text';
import type { LeadSourceColumns } from '@/types/tables/lead-source';

/**
 * Where a visitor first came from (attribution), as a lead, an enquiry or an onboarding submission may
 * carry it: the UTM tags of the landing page's address, the referring site's host and the landing path.
 * Every field is optional; blank means unknown (null). The limits and patterns are repeated by the SQL
 * CHECK constraints and private.is_source_tag / is_referrer_host / is_landing_path in
 * supabase/migrations/20261129000300_speed_to_lead_source.sql; supabase/tests/lead-source-schema-drift.test.ts
 * keeps them equal and speed-to-lead.test.ts runs the same samples through both.
 */
export const LEAD_SOURCE_LIMITS = {
  utm: 100,
  referrerHost: 253,
  landingPath: 300,
} as const;

/** A tag may hold inner spaces ("spring sale") but not start or end with one. SQL: private.is_source_tag. */
export const SOURCE_TAG_EDGE_SPACE_SOURCE = `^[${SPACES}]|[${SPACES}]$`;
/** A lower-case host name: dot-separated labels of letters, digits and inner hyphens. SQL: private.is_referrer_host. */
export const REFERRER_HOST_SOURCE = String.raw`^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$`;
/**
 * A site-relative path: one leading slash (never //, which a link would read as another host), then no
 * character a URL never holds unencoded. SQL: private.is_landing_path.
 */
export const LANDING_PATH_SOURCE = `^/([^/${URL_FORBIDDEN}][^${URL_FORBIDDEN}]*)?$`;

const EDGE_SPACE = new RegExp(SOURCE_TAG_EDGE_SPACE_SOURCE);
const REFERRER_HOST = new RegExp(REFERRER_HOST_SOURCE);
const LANDING_PATH = new RegExp(LANDING_PATH_SOURCE);

export const isSourceTag = (value: string) => isCleanLine(value) && !EDGE_SPACE.test(value);
export const isReferrerHost = (value: string) => REFERRER_HOST.test(value);
export const isLandingPath = (value: string) => LANDING_PATH.test(value) && isCleanLine(value);

const optional = <T extends z.ZodType<string | null>>(schema: T) => schema.nullish().transform((value) => value ?? null);

const sourceTag = (label: string) =>
  optional(
    z
      .string()
      .trim()
      .max(LEAD_SOURCE_LIMITS.utm, `${label} must be at most ${LEAD_SOURCE_LIMITS.utm} characters`)
      .refine(isCleanLine, UNCLEAN_MESSAGE(label))
      .transform((value) => value || null),
  );

export const leadSourceSchema = z.object({
  utmSource: sourceTag('UTM source'),
  utmMedium: sourceTag('UTM medium'),
  utmCampaign: sourceTag('UTM campaign'),
  referrerHost: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(LEAD_SOURCE_LIMITS.referrerHost, `Referrer host must be at most ${LEAD_SOURCE_LIMITS.referrerHost} characters`)
      .refine((value) => value === '' || isReferrerHost(value), 'Referrer host must be a host name')
      .transform((value) => value || null),
  ),
  landingPath: optional(
    z
      .string()
      .trim()
      .max(LEAD_SOURCE_LIMITS.landingPath, `Landing path must be at most ${LEAD_SOURCE_LIMITS.landingPath} characters`)
      .refine((value) => value === '' || isLandingPath(value), 'Landing path must start with a single /')
      .transform((value) => value || null),
  ),
});

export type LeadSourceInput = z.input<typeof leadSourceSchema>;
export type LeadSource = z.output<typeof leadSourceSchema>;

/** The insert columns the three visitor tables share (anon may insert them). */
export function toLeadSourceColumns(source: LeadSource): LeadSourceColumns {
  return {
    source_utm_source: source.utmSource,
    source_utm_medium: source.utmMedium,
    source_utm_campaign: source.utmCampaign,
    source_referrer_host: source.referrerHost,
    source_landing_path: source.landingPath,
  };
}
