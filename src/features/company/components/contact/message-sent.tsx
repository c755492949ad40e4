import { contactConfirmation } from '../../data/contact';

/**
 * The confirmation after the message is stored. The region is always in the page (empty at first) so
 * screen readers announce the message when it appears.
 */
export function MessageSent({ firstName }: { firstName: string | null }) {
  return (
    <div role="status" className="empty:hidden">
      {firstName !== null ? (
        <div className="rounded-lg border border-primary/30 bg-accent p-4 text-sm text-accent-foreground">
          <p className="font-semibold">Message sent.</p>
          <p className="mt-1">{contactConfirmation(firstName)}</p>
        </div>
      ) : null}
    </div>
  );
}
