import { useMemo } from 'react';
import type { OutboxEmail } from '../api/get-outbox';
import { renderOutboxEmail, type RenderedEmail } from '../lib/render-outbox-email';

export type RenderedRow = { email: OutboxEmail; rendered: RenderedEmail | null };

/** Each row rendered exactly as the sender would; null for a job the renderer refuses (the sender fails it too). */
export function useRenderedEmails(rows: readonly OutboxEmail[] | undefined): RenderedRow[] {
  return useMemo(
    () =>
      (rows ?? []).map((email) => {
        try {
          return { email, rendered: renderOutboxEmail(email) };
        } catch {
          return { email, rendered: null };
        }
      }),
    [rows],
  );
}
