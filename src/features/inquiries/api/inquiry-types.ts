import type { SpeedFilter } from '@/lib/pipeline/speed-filter';
import type { Database } from '@/types/database';
import type { InquiryKind } from '@/lib/inquiries/inquiry-sources';

export type Inquiry = Database['public']['Tables']['visitor_inquiries']['Row'];

export type InquiriesSort = { column: 'created_at' | 'full_name' | 'waiting'; ascending: boolean };

export type InquiriesFilter = {
  search: string;
  kind: InquiryKind | 'all';
  /** A pipeline status or 'all'. */
  status: string;
  /** The Archived view instead of the active enquiries. */
  archived: boolean;
} & SpeedFilter;

export type InquiriesQuery = InquiriesFilter & {
  /** 1-based. */
  page: number;
  pageSize: 25 | 50 | 100;
  sort: InquiriesSort;
};

export type InquiryStats = {
  total: number;
  thisWeek: number;
  demo: number;
  contact: number;
  /** Active enquiries per pipeline status, and the archived ones. */
  byStatus: Record<string, number>;
  archived: number;
};
