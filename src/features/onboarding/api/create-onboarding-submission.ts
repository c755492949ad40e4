import { insertError, UNIQUE_VIOLATION } from '@/lib/data-error';
import { encryptionPublicKey } from '@/lib/crypto/credential-keys';
import { sealCredential } from '@/lib/crypto/sealed-box';
import { queryClient } from '@/lib/query-client';
import { getSupabase, preloadDataLayer } from '@/lib/supabase';
import { ONBOARDING_TABLE, onboardingKeys } from './onboarding-submission';
import type { OnboardingInput } from './onboarding-schema';
import { attributionColumns } from '@/lib/leads/lead-source';

export class CredentialEncryptionUnavailableError extends Error {
  constructor() {
    super('No credentials public key is configured; a password cannot be stored.');
    this.name = 'CredentialEncryptionUnavailableError';
  }
}

/**
 * Spec "Onboarding submit": one insert, without `.select()` (visitors cannot read rows back). The
 * password is sealed here, in the browser, before anything is sent; only ciphertext and key id leave.
 * `id` comes from the caller and stays the same across retries: a duplicate means the first try landed.
 */
export async function createOnboardingSubmission({
  id,
  input,
  token,
}: {
  id: string;
  input: OnboardingInput;
  /** The purchase's onboarding token: the database swaps it for the purchase and marks it used. */
  token?: string | undefined;
}): Promise<void> {
  let sealed: { ciphertext: string; keyId: string } | null = null;
  if (input.backendPassword) {
    const publicKey = await encryptionPublicKey();
    if (!publicKey) throw new CredentialEncryptionUnavailableError();
    sealed = await sealCredential(input.backendPassword, publicKey);
  }
  const supabase = await getSupabase();
  const { error, status } = await supabase.from(ONBOARDING_TABLE).insert({
    id,
    full_name: input.fullName,
    email: input.email,
    phone: input.phone,
    best_time_to_contact: input.bestTimeToContact,
    domain_name: input.domainName,
    backend_login_url: input.backendLoginUrl,
    backend_username: input.backendUsername,
    backend_password_ciphertext: sealed?.ciphertext ?? null,
    backend_password_key_id: sealed?.keyId ?? null,
    ...(token ? { onboarding_token: token } : {}),
    ...attributionColumns(),
  });
  if (error && error.code !== UNIQUE_VIOLATION)
    throw insertError('Could not save the onboarding submission', error, status);
}

/** Saves the submission, then marks the onboarding dashboard's data stale (one query client per tab). */
export async function createSubmissionAndRefresh(submission: {
  id: string;
  input: OnboardingInput;
  token?: string | undefined;
}): Promise<void> {
  await createOnboardingSubmission(submission);
  await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
}

export { preloadDataLayer as warmUpDataLayer };
