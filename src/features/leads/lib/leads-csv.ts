import { fileDateStamp, formatDateTime } from '@/lib/dates';
import { businessTypeLabel, challengeLabel, goalLabel } from '@/lib/leads/lead-options';
import type { Lead } from '../api/lead-types';
import { shortlistNames } from './shortlist-names';

/** The export's columns (spec section 7, "Leads CSV export"), plus the shortlist (issue 12). */
export const LEADS_CSV_HEADER = [
  'Business Name',
  'Business Type',
  'Email',
  'Website URL',
  'Goals',
  'Challenges',
  'Shortlist',
  'Created Date',
] as const;

/** Header plus one row per lead, with labels instead of ids and lists joined by "; ". */
export function leadsToCsvRows(leads: ReadonlyArray<Lead>, timeZone?: string): string[][] {
  return [
    [...LEADS_CSV_HEADER],
    ...leads.map((lead) => [
      lead.business_name,
      businessTypeLabel(lead.business_type),
      lead.email,
      lead.website_url || 'Not provided',
      lead.goals.map(goalLabel).join('; '),
      lead.current_challenges.map(challengeLabel).join('; '),
      shortlistNames(lead.shortlist).join('; '),
      formatDateTime(lead.created_at, timeZone),
    ]),
  ];
}

export const leadsExportFilename = (date: Date = new Date()) => `leads-export-${fileDateStamp(date)}.csv`;
