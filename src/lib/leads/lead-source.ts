import { readAttribution } from '@/lib/attribution/attribution';
import type { LeadSourceColumns } from '@/types/tables/lead-source';
import { leadSourceSchema, toLeadSourceColumns } from './lead-source-schema';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * This visit's attribution (noted by src/main.tsx) as the source columns of a lead, an enquiry or an
 * onboarding submission, the known ones only (an unknown one stays null in the database). Each field is
 * checked on its own by the schema the database mirrors: one a campaign filled with something the
 * database would refuse is left out, never the whole submission.
 */
export function attributionColumns(storage: Storage | null = tabStorage()): Partial<LeadSourceColumns> {
  const attribution = readAttribution(storage);
  if (!attribution) return {};
  const fields = leadSourceSchema.shape;
  const field = <K extends keyof typeof fields>(key: K, value: string | undefined) => {
    const parsed = fields[key].safeParse(value ?? null);
    return parsed.success ? parsed.data : null;
  };
  const columns = toLeadSourceColumns({
    utmSource: field('utmSource', attribution.utmSource),
    utmMedium: field('utmMedium', attribution.utmMedium),
    utmCampaign: field('utmCampaign', attribution.utmCampaign),
    referrerHost: field('referrerHost', attribution.referrerHost),
    landingPath: field('landingPath', attribution.landingPath),
  });
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== null));
}
