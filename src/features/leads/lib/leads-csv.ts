import { fileDateStamp, formatDateTime } from '@/lib/dates';
import { businessTypeLabel, challengeLabel, goalLabel } from '@/lib/leads/lead-options';
import { statusLabel } from '@/lib/pipeline/pipeline-tables';
import type { Lead } from '../api/lead-types';
import { shortlistNames } from './shortlist-names';

/**
 * The export's columns: the spec's, in its order (section 7, "Leads CSV export"), then what the agency
 * added after them (the pipeline status, the shortlist of issue 12), so a sheet built on the spec's
 * columns still reads them where it expects.
 */
export const LEADS_CSV_HEADER = [
  'Business Name',
  'Business Type',
  'Email',
  'Website URL',
  'Goals',
  'Challenges',
  'Created Date',
  'Status',
  'Shortlist',
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
      formatDateTime(lead.created_at, timeZone),
      statusLabel('custom_builder_leads', lead.status),
      shortlistNames(lead.shortlist).join('; '),
    ]),
  ];
}

export const leadsExportFilename = (date: Date = new Date()) => `leads-export-${fileDateStamp(date)}.csv`;
