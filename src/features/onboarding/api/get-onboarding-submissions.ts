import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import type { KeysetTerm } from '@/lib/keyset';
import { pipelineOrder, sourceFilter, type SpeedFilter } from '@/lib/pipeline/speed-filter';
import { containsAnyFilter } from '@/lib/postgrest-search';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { ONBOARDING_TABLE, onboardingKeys, type OnboardingSubmission } from './onboarding-submission';

export const SUBMISSION_SORT_COLUMNS = ['created_at', 'full_name', 'waiting'] as const;
export type SubmissionSortColumn = (typeof SUBMISSION_SORT_COLUMNS)[number];

export type SubmissionListParams = {
  search: string;
  /** A pipeline status or 'all'. */
  status: string;
  /** The Archived view instead of the active submissions. */
  archived: boolean;
  page: number;
  pageSize: number;
  sort: { column: SubmissionSortColumn; ascending: boolean };
} & SpeedFilter;

/**
 * Spec "Onboarding load", paged in the database: one page of submissions matching the search
 * (name, email or domain), newest first unless sorted otherwise, with the total match count.
 */
export async function getOnboardingSubmissions(
  params: SubmissionListParams,
): Promise<{ submissions: OnboardingSubmission[]; total: number }> {
  const supabase = await getSupabase();
  const from = (params.page - 1) * params.pageSize;
  const { data, error, count } = await selectSubmissions(supabase, params, { count: 'exact' }).range(
    from,
    from + params.pageSize - 1,
  );
  if (error?.code === 'PGRST103') {
    // A page past the end (rows deleted meanwhile): report the total so the dashboard can step back.
    const { count: total, error: countError } = await selectSubmissions(supabase, params, { count: 'exact', head: true });
    if (countError) throw new DataError('Could not load onboarding submissions', countError);
    return { submissions: [], total: total ?? 0 };
  }
  if (error) throw new DataError('Could not load onboarding submissions', error);
  return { submissions: data, total: count ?? data.length };
}

/**
 * The dashboard's order: the chosen column, newest first among equal names, and id to break ties so
 * paging is stable when rows share a timestamp or a name.
 */
export function submissionsOrder(sort: SubmissionListParams['sort']): KeysetTerm[] {
  if (sort.column === 'waiting') return pipelineOrder(sort);
  return [
    sort,
    ...(sort.column === 'created_at' ? [] : [{ column: 'created_at', ascending: false }]),
    { column: 'id', ascending: sort.ascending },
  ];
}

/** The search + sort shared by the page and the export, so both agree on what "matches". */
export function selectSubmissions(
  supabase: AppSupabaseClient,
  params: Pick<SubmissionListParams, 'search' | 'sort' | 'status' | 'archived' | 'ownerId' | 'source'>,
  options: { count?: 'exact'; head?: boolean } = {},
) {
  let query = supabase.from(ONBOARDING_TABLE).select('*', options);
  if (params.status !== 'all') query = query.eq('status', params.status as OnboardingSubmission['status']);
  // Archived submissions leave the default view and appear only under the Archived filter.
  query = params.archived ? query.not('archived_at', 'is', null) : query.is('archived_at', null);
  const filter = containsAnyFilter(['full_name', 'email', 'domain_name'], params.search);
  if (filter) query = query.or(filter);
  if (params.ownerId) query = query.eq('owner_id', params.ownerId);
  const source = sourceFilter(params.source);
  if (source) query = query.or(source);
  for (const term of submissionsOrder(params.sort)) query = query.order(term.column, { ascending: term.ascending });
  return query;
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
