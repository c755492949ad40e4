import { escapeHtml } from '@/features/mailbox/lib/escape-html';
import { bookingWhen, type BookingTime } from '@/widgets/kinds/booking/booking-time';
import { htmlPage as page } from '../_shared/html-page.ts';

/*
 * The owner's email links (?decide=<token>): a page that shows the request and asks, Confirm or Decline,
 * then says what happened. Visitor text is escaped here before it joins the page's markup.
 */
export type RequestView = BookingTime & {
  widgetName: string;
  visitorName: string;
  visitorEmail: string;
  visitorPhone: string;
  note: string;
  status: 'pending' | 'confirmed' | 'declined';
};
export type Outcome = 'confirmed' | 'declined' | 'already_confirmed' | 'already_declined' | 'slot_taken';

const BUTTON = 'font-size:1rem;padding:.5rem 1rem;margin-right:.5rem';

function details(request: RequestView): string {
  const rows = [
    ['When', bookingWhen(request)],
    ['Name', request.visitorName],
    ['Email', request.visitorEmail],
    ['Phone', request.visitorPhone],
    ['Note', request.note],
  ].filter(([, value]) => value !== '');
  return `<dl>${rows
    .map(([label, value]) => `<dt><strong>${label}</strong></dt><dd>${escapeHtml(value!).replace(/\n/g, '<br>')}</dd>`)
    .join('')}</dl>`;
}

/** The request and, while it is pending, the two buttons (a form posting back to this address). */
export function askPage(request: RequestView): Response {
  if (request.status !== 'pending') return decidedPage(`already_${request.status}`, request);
  return page(
    200,
    'Booking request',
    `<p>Through "${escapeHtml(request.widgetName)}" on your website:</p>${details(request)}` +
      '<form method="post">' +
      `<button type="submit" name="decision" value="confirmed" style="${BUTTON}">Confirm</button>` +
      `<button type="submit" name="decision" value="declined" style="${BUTTON}">Decline</button></form>`,
  );
}

const SAID: Record<Outcome, [number, string, string]> = {
  confirmed: [200, 'Booking confirmed', 'The time is now booked and no longer offered on your website.'],
  declined: [200, 'Booking declined', 'The time stays free for other visitors.'],
  already_confirmed: [200, 'Already confirmed', 'This request was confirmed before; nothing changed.'],
  already_declined: [200, 'Already declined', 'This request was declined before; nothing changed.'],
  slot_taken: [409, 'This time is already booked', 'You confirmed another request for this time. Decline this one, or call the visitor to find another time.'],
};

/** What happened, and who is told: the visitor by email when they left an address, else the owner calls. */
export function decidedPage(outcome: Outcome, request: RequestView): Response {
  const [status, title, said] = SAID[outcome];
  const told =
    outcome === 'confirmed' || outcome === 'declined'
      ? request.visitorEmail
        ? '<p>We are emailing the visitor your answer.</p>'
        : '<p>The visitor left only a phone number: please call them with your answer.</p>'
      : '';
  return page(status, title, `<p>${said}</p>${told}${details(request)}`);
}
