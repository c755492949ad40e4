import type { RecordFilter, RecordKind, RecordQuery } from '@/lib/pipeline/record-kind';
import { pipelineOrder } from '@/lib/pipeline/speed-filter';
import { onboardingKeys } from './onboarding-submission';

export const SUBMISSION_SORT_COLUMNS = ['created_at', 'full_name', 'waiting'] as const;
export type SubmissionSortColumn = (typeof SUBMISSION_SORT_COLUMNS)[number];
/** The dashboard's search, status, Archived view and speed filters (onboarding has no select of its own). */
export type SubmissionsFilter = RecordFilter;
export type SubmissionsQuery = RecordQuery<SubmissionsFilter, SubmissionSortColumn>;

export type OnboardingStats = {
  total: number;
  thisWeek: number;
  withDomain: number;
  backendAccess: number;
  /** Active submissions per pipeline status, and the archived ones. */
  byStatus: Readonly<Record<string, number>>;
  archived: number;
};

/**
 * Onboarding submissions for the shared list, export, stats and delete (src/lib/pipeline/record-kind.ts):
 * spec "Onboarding load" searches name, email or domain, newest first unless sorted otherwise.
 */
export const ONBOARDING_RECORDS: RecordKind<
  'onboarding_submissions',
  SubmissionsFilter,
  SubmissionSortColumn,
  Omit<OnboardingStats, 'byStatus' | 'archived'>
> = {
  table: 'onboarding_submissions',
  queryKey: onboardingKeys.all,
  plural: 'onboarding submissions',
  searchColumns: ['full_name', 'email', 'domain_name'],
  // Newest first among equal names, then id, so paging is stable when rows share a timestamp or a name.
  order: (sort) =>
    sort.column === 'waiting'
      ? pipelineOrder(sort)
      : [
          sort,
          ...(sort.column === 'created_at' ? [] : [{ column: 'created_at', ascending: false }]),
          { column: 'id', ascending: sort.ascending },
        ],
  stats: {
    rpc: 'onboarding_submission_stats',
    headline: (row) => ({
      total: row?.total ?? 0,
      thisWeek: row?.this_week ?? 0,
      withDomain: row?.with_domain ?? 0,
      backendAccess: row?.backend_access ?? 0,
    }),
  },
};
