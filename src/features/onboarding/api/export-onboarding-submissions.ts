import { DataError } from '@/lib/data-error';
import { fetchAllByKeyset } from '@/lib/keyset';
import { getSupabase } from '@/lib/supabase';
import { selectSubmissions, submissionsOrder, type SubmissionListParams } from './get-onboarding-submissions';
import type { OnboardingSubmission } from './onboarding-submission';

/** Supabase caps a response at 1000 rows (max_rows), so the export walks the result in pages of that size. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every submission matching the dashboard's search and filters, in its current order. Pages follow the last row
 * seen (src/lib/keyset.ts), so a submission arriving during the export is neither repeated nor skipped.
 */
export async function fetchSubmissionsForExport(
  params: Pick<SubmissionListParams, 'search' | 'sort' | 'status' | 'archived' | 'ownerId' | 'source'>,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<OnboardingSubmission[]> {
  const supabase = await getSupabase();
  return fetchAllByKeyset(submissionsOrder(params.sort), pageSize, async (after) => {
    let query = selectSubmissions(supabase, params);
    if (after) query = query.or(after);
    const { data, error } = await query.limit(pageSize);
    if (error) throw new DataError('Could not export onboarding submissions', error);
    return data;
  });
}
