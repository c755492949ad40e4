import type { BusinessType } from '@/lib/leads/lead-options';
import type { SpeedFilter } from '@/lib/pipeline/speed-filter';
import type { Database } from '@/types/database';

export type Lead = Database['public']['Tables']['custom_builder_leads']['Row'];

export type LeadsSort = { column: 'created_at' | 'business_name' | 'waiting'; ascending: boolean };

export type LeadsFilter = {
  search: string;
  businessType: BusinessType | 'all';
  /** A pipeline status or 'all'. */
  status: string;
  /** The Archived view instead of the active leads. */
  archived: boolean;
} & SpeedFilter;

export type LeadsQuery = LeadsFilter & {
  /** 1-based. */
  page: number;
  pageSize: 25 | 50 | 100;
  sort: LeadsSort;
};

export type LeadStats = {
  total: number;
  thisWeek: number;
  enterpriseType: number;
  professionalType: number;
  /** Active leads per pipeline status, and the archived ones. */
  byStatus: Record<string, number>;
  archived: number;
};
