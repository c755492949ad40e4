/**
 * The form-level error after a failed submit. The region is always in the page (empty at first) so
 * screen readers announce the message when it appears.
 */
export function SubmitError({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
          {message} Your details are still here.
        </p>
      ) : null}
    </div>
  );
}
