import { useCallback, useRef } from 'react';
import type { NewInquiry } from '@/lib/inquiries/create-inquiry';
import { prepareInquiry, submitErrorMessage, submitInquiry } from '@/lib/inquiries/submit-inquiry';

/**
 * Sends one enquiry for a public form (usePublicForm's `send`). The id is kept across failed attempts, so
 * a retry after a timeout whose first attempt landed stores one row; a new id is drawn only once a row is
 * stored.
 */
export function useInquirySend(fallbackMessage: string) {
  const idRef = useRef<string | null>(null);
  const send = useCallback(async (inquiry: NewInquiry) => {
    idRef.current ??= crypto.randomUUID();
    await submitInquiry(inquiry, idRef.current);
    idRef.current = null;
  }, []);
  const failureMessage = useCallback(
    (error: unknown) => submitErrorMessage(error, fallbackMessage),
    [fallbackMessage],
  );
  return { prepare: prepareInquiry, send, failureMessage };
}
