import type { Ref } from 'react';
import { formatDateTime } from '@/lib/dates';
import { KIND_LABELS, STATUS_LABELS } from '../lib/outbox-labels';
import type { RenderedRow } from './rendered-outbox-email';

/**
 * One email exactly as it is sent: its HTML in a sandboxed frame (no scripts, no same-origin access, no
 * navigation of this page) and its plain-text part.
 */
export function EmailPreview({ row, headingRef }: { row: RenderedRow; headingRef?: Ref<HTMLHeadingElement> }) {
  const { email, rendered } = row;
  const details: [string, string][] = [
    ['To', email.recipient],
    ['Subject', rendered?.subject ?? 'Cannot be rendered'],
    ['Kind', KIND_LABELS[email.kind] ?? email.kind],
    ['Status', STATUS_LABELS[email.status] ?? email.status],
    ['Created', formatDateTime(email.created_at)],
    ...(email.sent_at ? [['Sent', formatDateTime(email.sent_at)] as [string, string]] : []),
    ['Attempts', String(email.attempts)],
    ...(email.last_error ? [['Last error', email.last_error] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="email-preview-heading" className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <h2 id="email-preview-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Email preview
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {rendered ? (
        <>
          <h3 className="font-semibold">HTML</h3>
          <iframe
            title={`HTML of the email: ${rendered.subject}`}
            sandbox=""
            srcDoc={rendered.html}
            className="h-[32rem] w-full rounded-md border border-border bg-white"
          />
          <h3 className="font-semibold">Plain text</h3>
          <pre
            role="region"
            aria-label={`Plain text of the email: ${rendered.subject}`}
            // Long emails scroll inside the box; keyboard users scroll it by focusing it (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-muted p-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {rendered.text}
          </pre>
        </>
      ) : (
        <p>This email cannot be rendered: its data does not match what the renderer expects, so the sender marks it failed.</p>
      )}
    </section>
  );
}
