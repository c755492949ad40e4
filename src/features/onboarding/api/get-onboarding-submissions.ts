import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { ONBOARDING_TABLE, onboardingKeys, type OnboardingSubmission } from './onboarding-submission';

export const SUBMISSION_SORT_COLUMNS = ['created_at', 'full_name'] as const;
export type SubmissionSortColumn = (typeof SUBMISSION_SORT_COLUMNS)[number];

export type SubmissionListParams = {
  search: string;
  page: number;
  pageSize: number;
  sort: { column: SubmissionSortColumn; ascending: boolean };
};

/** PostgREST `or` values are comma-separated and may be double-quoted; quote so commas and parentheses stay text. */
function searchFilter(search: string): string | undefined {
  const term = search.trim();
  if (!term) return undefined;
  // Escape LIKE's own wildcards so "50%" matches literally; PostgREST turns * into %.
  const pattern = `*${term.replace(/[\\%_]/g, (c) => `\\${c}`)}*`;
  const quoted = `"${pattern.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  return ['full_name', 'email', 'domain_name'].map((column) => `${column}.ilike.${quoted}`).join(',');
}

/**
 * Spec "Onboarding load", paged in the database: one page of submissions matching the search
 * (name, email or domain), newest first unless sorted otherwise, with the total match count.
 */
export async function getOnboardingSubmissions(
  params: SubmissionListParams,
): Promise<{ submissions: OnboardingSubmission[]; total: number }> {
  const supabase = await getSupabase();
  const from = (params.page - 1) * params.pageSize;
  let query = supabase.from(ONBOARDING_TABLE).select('*', { count: 'exact' });
  const filter = searchFilter(params.search);
  if (filter) query = query.or(filter);
  query = query.order(params.sort.column, { ascending: params.sort.ascending });
  if (params.sort.column !== 'created_at') query = query.order('created_at', { ascending: false });
  const { data, error, count } = await query.order('id').range(from, from + params.pageSize - 1);
  // Past the last page (rows deleted meanwhile), PostgREST answers 416: that is an empty page, not a failure.
  if (error?.code === 'PGRST103') return { submissions: [], total: count ?? 0 };
  if (error) throw new DataError('Could not load onboarding submissions', error);
  return { submissions: data, total: count ?? data.length };
}

export const getOnboardingSubmissionsQueryOptions = (params: SubmissionListParams) =>
  queryOptions({
    queryKey: onboardingKeys.list(params),
    queryFn: () => getOnboardingSubmissions(params),
    placeholderData: keepPreviousData,
  });

export function useOnboardingSubmissions(params: SubmissionListParams) {
  return useQuery(getOnboardingSubmissionsQueryOptions(params));
}
