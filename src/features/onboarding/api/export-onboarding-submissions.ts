import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { selectSubmissions, type SubmissionListParams } from './get-onboarding-submissions';
import type { OnboardingSubmission } from './onboarding-submission';

/** Supabase caps a response at 1000 rows (max_rows), so the export walks the result in pages of that size. */
const EXPORT_PAGE_SIZE = 1000;

/** Every submission matching the dashboard's search and filters, in its current order. */
export async function fetchSubmissionsForExport(
  params: Pick<SubmissionListParams, 'search' | 'sort' | 'status' | 'archived'>,
): Promise<OnboardingSubmission[]> {
  const supabase = await getSupabase();
  const all: OnboardingSubmission[] = [];
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const { data, error } = await selectSubmissions(supabase, params).range(from, from + EXPORT_PAGE_SIZE - 1);
    if (error) throw new DataError('Could not export onboarding submissions', error);
    all.push(...data);
    if (data.length < EXPORT_PAGE_SIZE) return all;
  }
}
