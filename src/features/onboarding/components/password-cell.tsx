import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OnboardingSubmission } from '../api/onboarding-submission';
import { logActivity } from '@/lib/pipeline/activity';
import { decryptSubmissionPassword, useCanDecrypt } from '../lib/use-credential-keys';
import { PasswordVisibilityToggle } from './password-visibility-toggle';

const MASK = '••••••••';

/**
 * A row's password: masked by default, revealed by its own toggle, and "Locked" until a key that opens
 * it is unlocked. The plaintext lives in this cell's state only while shown; each reveal is logged.
 */
export function PasswordCell({ submission }: { submission: OnboardingSubmission }) {
  const canDecrypt = useCanDecrypt()(submission);
  const [visible, setVisible] = useState(false);
  const [plaintext, setPlaintext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const showing = visible && canDecrypt;

  useEffect(() => {
    if (!showing) return;
    let cancelled = false;
    // The reveal is recorded before the password is opened: no record, no reveal.
    logActivity({ table_name: 'onboarding_submissions', row_id: submission.id, action: 'password_revealed' })
      .then(() => decryptSubmissionPassword(submission))
      .then(
      (value) => !cancelled && setPlaintext(value),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      setPlaintext(null);
      setFailed(false);
    };
  }, [showing, submission]);

  if (!submission.backend_password_ciphertext) {
    return <span className="whitespace-nowrap text-muted-foreground">Not provided</span>;
  }
  if (!canDecrypt) {
    return (
      <span className="inline-flex items-center gap-1 whitespace-nowrap text-muted-foreground">
        <Lock aria-hidden="true" className="size-4" />
        Locked
      </span>
    );
  }
  const valueId = `password-${submission.id}`;
  return (
    <span className="inline-flex items-center gap-1">
      <span id={valueId} className="min-w-[8ch] max-w-48 font-mono [overflow-wrap:anywhere]" aria-live="polite">
        {!showing ? (
          <>
            <span aria-hidden="true">{MASK}</span>
            <span className="sr-only">Hidden</span>
          </>
        ) : failed ? (
          // The key opens other rows, so this one was altered or forged: say so for this row alone.
          'Damaged: cannot be opened'
        ) : (
          (plaintext ?? '…')
        )}
      </span>
      <PasswordVisibilityToggle visible={showing} controls={valueId} onToggle={() => setVisible((v) => !v)} />
    </span>
  );
}
