/**
 * Where a visitor first came from, on leads, enquiries and onboarding submissions
 * (20261129000300_speed_to_lead_source.sql); src/lib/leads/lead-source-schema.ts validates them.
 */
export type LeadSourceColumns = {
  source_utm_source: string | null;
  source_utm_medium: string | null;
  source_utm_campaign: string | null;
  source_referrer_host: string | null;
  source_landing_path: string | null;
};
