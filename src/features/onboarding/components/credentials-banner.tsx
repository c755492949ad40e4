import type { OnboardingSubmission } from '../api/onboarding-submission';
import { useCredentialKeys } from '../lib/use-credential-keys';
import { CredentialsLock } from './credentials-lock';

/**
 * The password lock bar above the submissions. With pasted keys it always shows (to unlock or lock);
 * with this browser's own key (local mode) only while some row in view is one that key cannot open.
 */
export function CredentialsBanner({ rows }: { rows: ReadonlyArray<OnboardingSubmission> }) {
  const keys = useCredentialKeys();
  const lockedInView = rows.some((s) => s.backend_password_ciphertext && !keys.canDecrypt(s));
  if (keys.browserKey && !lockedInView) return null;
  return (
    <CredentialsLock
      unlocked={keys.unlocked && !lockedInView}
      onUnlock={(privateKey) => keys.unlock(privateKey, rows)}
      onLock={keys.lock}
    />
  );
}
