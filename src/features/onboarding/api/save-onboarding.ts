import { onDemandData } from '@/lib/on-demand-data';
import type { OnboardingInput } from './onboarding-schema';

// The onboarding form is a prerendered public page: its data layer (libsodium included, to seal the
// password) loads when the visitor starts on the form.
const api = onDemandData(() => import('./create-onboarding-submission'));

export const prepareOnboardingSave = api.prepare;

export async function saveOnboarding(id: string, input: OnboardingInput): Promise<void> {
  await (await api.load()).createSubmissionAndRefresh({ id, input });
}
