import type { RecordKind } from '@/lib/pipeline/record-kind';
import type { LeadsFilter, LeadsSort, LeadStats } from './lead-types';

/**
 * The custom builder's leads for the shared list, export, stats and delete (src/lib/pipeline/record-kind.ts):
 * the search looks in the business, email and website; the dashboard's own select is the business type.
 */
export const LEAD_RECORDS: RecordKind<
  'custom_builder_leads',
  LeadsFilter,
  LeadsSort['column'],
  Omit<LeadStats, 'byStatus' | 'archived'>
> = {
  table: 'custom_builder_leads',
  queryKey: ['leads'],
  plural: 'leads',
  searchColumns: ['business_name', 'email', 'website_url'],
  ownFilter: { column: 'business_type', of: (filter) => filter.businessType },
  stats: {
    rpc: 'lead_stats',
    headline: (row) => ({
      total: row?.total ?? 0,
      thisWeek: row?.this_week ?? 0,
      enterpriseType: row?.enterprise_type ?? 0,
      professionalType: row?.professional_type ?? 0,
    }),
  },
};
