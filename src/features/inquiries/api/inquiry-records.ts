import type { RecordKind } from '@/lib/pipeline/record-kind';
import type { InquiriesFilter, InquiriesSort, InquiryStats } from './inquiry-types';

/**
 * Visitors' enquiries (demo requests, contact messages) for the shared list, export, stats and delete
 * (src/lib/pipeline/record-kind.ts); the dashboard's own select is the enquiry kind.
 */
export const INQUIRY_RECORDS: RecordKind<
  'visitor_inquiries',
  InquiriesFilter,
  InquiriesSort['column'],
  Omit<InquiryStats, 'byStatus' | 'archived'>
> = {
  table: 'visitor_inquiries',
  queryKey: ['inquiries'],
  plural: 'enquiries',
  searchColumns: ['full_name', 'email', 'business_name', 'phone', 'message'],
  ownFilter: { column: 'kind', of: (filter) => filter.kind },
  stats: {
    rpc: 'inquiry_stats',
    headline: (row) => ({
      total: row?.total ?? 0,
      thisWeek: row?.this_week ?? 0,
      demo: row?.demo ?? 0,
      contact: row?.contact ?? 0,
    }),
  },
};
