import type { OnboardingInput } from './onboarding-schema';

/*
 * The onboarding form is a prerendered public page, so its data layer (supabase-js, libsodium to seal the
 * password, PGlite in demo mode, the query client) is imported here: on the visitor's first interaction
 * with the form, or at submit if that comes first. A submit waits for the import; nothing typed is lost.
 */
const loadApi = () => import('./create-onboarding-submission');

/** Starts loading the data layer (in demo mode, also the embedded database). Never throws. */
export function prepareOnboardingSave(): void {
  loadApi().then(
    (api) => api.warmUpDataLayer(),
    () => undefined,
  );
}

export async function saveOnboarding(id: string, input: OnboardingInput): Promise<void> {
  await (await loadApi()).createSubmissionAndRefresh({ id, input });
}
