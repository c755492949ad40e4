import type { DashboardUrlConfig } from '@/components/dashboard/dashboard-url-state';
import { useDashboardSearchParams } from '@/components/dashboard/use-dashboard-search-params';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { SUBMISSION_SORT_COLUMNS, type SubmissionSortColumn } from '../api/get-onboarding-submissions';

const SUBMISSIONS_URL_CONFIG: DashboardUrlConfig<SubmissionSortColumn, never> = {
  sortColumns: SUBMISSION_SORT_COLUMNS,
  defaultSort: { column: 'created_at', ascending: false },
  statusValues: PIPELINE_LISTS.onboarding_submissions.statuses.map((s) => s.value),
};

/** The submissions table's search, sort and page, kept in the URL (?q=&status=&archived=&sort=&dir=&page=&size=). */
export function useSubmissionsUrlState() {
  return useDashboardSearchParams(SUBMISSIONS_URL_CONFIG);
}
