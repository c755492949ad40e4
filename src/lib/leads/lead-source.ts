import { readFirstTouch } from '@/lib/first-touch/first-touch';
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
 * This visit's first touch (noted by src/main.tsx) as the source columns of a lead, an enquiry or an
 * onboarding submission, the known ones only (an unknown one stays null in the database). Each field is
 * checked on its own by the schema the database mirrors: one a campaign filled with something the
 * database would refuse is left out, never the whole submission.
 */
export function firstTouchColumns(storage: Storage | null = tabStorage()): Partial<LeadSourceColumns> {
  const touch = readFirstTouch(storage);
  if (!touch) return {};
  const fields = leadSourceSchema.shape;
  const field = <K extends keyof typeof fields>(key: K, value: string | undefined) => {
    const parsed = fields[key].safeParse(value ?? null);
    return parsed.success ? parsed.data : null;
  };
  const columns = toLeadSourceColumns({
    utmSource: field('utmSource', touch.utmSource),
    utmMedium: field('utmMedium', touch.utmMedium),
    utmCampaign: field('utmCampaign', touch.utmCampaign),
    referrerHost: field('referrerHost', touch.referrerHost),
    landingPath: field('landingPath', touch.landingPath),
  });
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== null));
}
