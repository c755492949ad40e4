import { onDemandData } from '@/lib/on-demand-data';
import type { OnboardingInput } from './onboarding-schema';

// The onboarding form is a prerendered public page: its data layer (libsodium included, to seal the
// password) loads when the visitor starts on the form.
const api = onDemandData(() => import('./create-onboarding-submission'));

export const prepareOnboardingSave = api.prepare;

/** token: the purchase's onboarding link, which ties the submission to the purchase (and is then used up). */
export async function saveOnboarding(id: string, input: OnboardingInput, token?: string): Promise<void> {
  await (await api.load()).createSubmissionAndRefresh({ id, input, token });
}

/** The prefill for a purchase's onboarding link (only on a page opened with ?token=). */
export async function loadOnboardingPrefill(token: string) {
  const { getOnboardingPrefill } = await import('./get-onboarding-prefill');
  return getOnboardingPrefill(token);
}
