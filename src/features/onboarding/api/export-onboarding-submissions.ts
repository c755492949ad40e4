import { getOnboardingSubmissions, type SubmissionListParams } from './get-onboarding-submissions';
import type { OnboardingSubmission } from './onboarding-submission';

const EXPORT_PAGE_SIZE = 1000;

/** Every submission matching the dashboard's search and sort, fetched in pages (the API caps a page). */
export async function fetchSubmissionsForExport(
  params: Pick<SubmissionListParams, 'search' | 'sort'>,
): Promise<OnboardingSubmission[]> {
  const all: OnboardingSubmission[] = [];
  for (let page = 1; ; page++) {
    const { submissions, total } = await getOnboardingSubmissions({ ...params, page, pageSize: EXPORT_PAGE_SIZE });
    all.push(...submissions);
    if (submissions.length < EXPORT_PAGE_SIZE || all.length >= total) return all;
  }
}
