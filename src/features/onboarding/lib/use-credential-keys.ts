import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { browserKeyPair, configuredKeyId, usesBrowserKey } from '@/lib/crypto/credential-keys';
import {
  addToKeyRing,
  clearKeyRing,
  keyFromRing,
  keyRingSize,
  keyRingVersion,
  subscribeKeyRing,
} from '@/lib/crypto/key-ring';
import { openCredential, parsePrivateKey, WrongKeyError, type CredentialKeyPair } from '@/lib/crypto/sealed-box';
import type { OnboardingSubmission } from '../api/onboarding-submission';

/**
 * The dashboard's view of the decryption keys. In local mode this browser's own key is loaded into the
 * ring, so reveal is one click. Otherwise staff paste the private key (unlock); it stays in memory only.
 */
export function useCredentialKeys() {
  const canDecrypt = useCanDecrypt();
  const browserKey = usesBrowserKey();

  useEffect(() => {
    if (!browserKey) return;
    let cancelled = false;
    void browserKeyPair().then((pair) => {
      if (pair && !cancelled && !keyFromRing(pair.keyId)) addToKeyRing(pair);
    });
    return () => {
      cancelled = true;
    };
  }, [browserKey]);

  /**
   * Accept a pasted private key when its public half is the configured key, or when it opens at least
   * one of the submissions at hand that name its key id. The key id is public, so a forged row can carry
   * it: one row that fails to open must not make a valid key look wrong. Rows that still fail are shown
   * as damaged, one by one, by the password cell. Anything else is refused with WrongKeyError rather
   * than kept and silently failing later.
   */
  const unlock = useCallback(async (privateKey: string, submissions: ReadonlyArray<OnboardingSubmission>) => {
    const pair = await parsePrivateKey(privateKey);
    if (pair.keyId !== (await configuredKeyId()) && !(await opensAny(pair, submissions))) throw new WrongKeyError();
    addToKeyRing(pair);
  }, []);

  return {
    /** True when this browser keeps the key (local mode), rather than staff pasting it. */
    browserKey,
    unlocked: keyRingSize() > 0,
    canDecrypt,
    unlock,
    lock: clearKeyRing,
  };
}

/**
 * Whether the unlocked keys open a submission's password; the caller re-renders when the ring changes
 * (unlock, lock, the idle lock), so a password cell or an export question follows it on its own.
 */
export function useCanDecrypt() {
  useSyncExternalStore(subscribeKeyRing, keyRingVersion, keyRingVersion);
  return (submission: Pick<OnboardingSubmission, 'backend_password_key_id'>) =>
    Boolean(keyFromRing(submission.backend_password_key_id));
}

/** True when the key opens at least one of the rows sealed for its key id (tried one after another). */
async function opensAny(pair: CredentialKeyPair, submissions: ReadonlyArray<OnboardingSubmission>): Promise<boolean> {
  for (const submission of submissions) {
    if (submission.backend_password_key_id !== pair.keyId || !submission.backend_password_ciphertext) continue;
    try {
      await openCredential(submission.backend_password_ciphertext, pair);
      return true;
    } catch {
      // a damaged or forged row: try the next one
    }
  }
  return false;
}

/** Decrypt one submission's password with the unlocked keys (the caller checked canDecrypt). */
export async function decryptSubmissionPassword(
  submission: Pick<OnboardingSubmission, 'backend_password_ciphertext' | 'backend_password_key_id'>,
): Promise<string | null> {
  const pair = keyFromRing(submission.backend_password_key_id);
  if (!submission.backend_password_ciphertext || !pair) return null;
  return openCredential(submission.backend_password_ciphertext, pair);
}
