import { useCallback, useRef, useState } from 'react';
import { isHoneypotFilled } from '@/lib/honeypot';
import type { NewInquiry } from '@/lib/inquiries/create-inquiry';
import { prepareInquiry, submitErrorMessage, submitInquiry } from '@/lib/inquiries/submit-inquiry';

/**
 * Submits one enquiry and tracks it. The id is kept across failed attempts, so a retry after a timeout
 * whose first attempt landed stores one row; a new id is drawn only once a row is stored.
 * `onStored` runs only after the database has the row; on failure the caller's form keeps its values.
 * The form renders <HoneypotField ref={honeypot} />: a bot that fills it sees the usual confirmation,
 * so it learns nothing to adapt to, and nothing is sent or stored (as in the builder).
 */
export function useInquirySubmit(options: {
  failureMessage: string;
  onStored: () => void;
  onFailed: (message: string) => void;
}) {
  const idRef = useRef<string | null>(null);
  const prepared = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { failureMessage, onStored, onFailed } = options;

  const prepare = useCallback(() => {
    if (prepared.current) return;
    prepared.current = true;
    prepareInquiry();
  }, []);

  const submit = useCallback(
    async (inquiry: NewInquiry) => {
      if (isHoneypotFilled(honeypot.current)) {
        onStored();
        return;
      }
      idRef.current ??= crypto.randomUUID();
      setSubmitting(true);
      setError(null);
      try {
        await submitInquiry(inquiry, idRef.current);
        idRef.current = null;
        onStored();
      } catch (caught) {
        const message = await submitErrorMessage(caught, failureMessage);
        setError(message);
        onFailed(message);
      } finally {
        setSubmitting(false);
      }
    },
    [failureMessage, onStored, onFailed],
  );

  return { prepare, submit, submitting, error, honeypot };
}
