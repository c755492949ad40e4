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
import { openCredential, parsePrivateKey, WrongKeyError } from '@/lib/crypto/sealed-box';
import type { OnboardingSubmission } from '../api/onboarding-submission';

/**
 * The dashboard's view of the decryption keys. In local mode this browser's own key is loaded into the
 * ring, so reveal is one click. Otherwise staff paste the private key (unlock); it stays in memory only.
 */
export function useCredentialKeys() {
  useSyncExternalStore(subscribeKeyRing, keyRingVersion, keyRingVersion);
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
   * Accept a pasted private key only if it is the configured key or opens the submissions at hand;
   * anything else is refused with WrongKeyError rather than kept and silently failing later.
   */
  const unlock = useCallback(async (privateKey: string, submissions: ReadonlyArray<OnboardingSubmission>) => {
    const pair = await parsePrivateKey(privateKey);
    const sample = submissions.find((s) => s.backend_password_key_id === pair.keyId && s.backend_password_ciphertext);
    if (sample?.backend_password_ciphertext) {
      await openCredential(sample.backend_password_ciphertext, pair);
    } else if (pair.keyId !== (await configuredKeyId())) {
      throw new WrongKeyError();
    }
    addToKeyRing(pair);
  }, []);

  return {
    /** True when this browser keeps the key (local mode), rather than staff pasting it. */
    browserKey,
    unlocked: keyRingSize() > 0,
    canDecrypt: (submission: Pick<OnboardingSubmission, 'backend_password_key_id'>) =>
      Boolean(keyFromRing(submission.backend_password_key_id)),
    unlock,
    lock: clearKeyRing,
  };
}

/** Decrypt one submission's password with the unlocked keys (the caller checked canDecrypt). */
export async function decryptSubmissionPassword(
  submission: Pick<OnboardingSubmission, 'backend_password_ciphertext' | 'backend_password_key_id'>,
): Promise<string | null> {
  const pair = keyFromRing(submission.backend_password_key_id);
  if (!submission.backend_password_ciphertext || !pair) return null;
  return openCredential(submission.backend_password_ciphertext, pair);
}
