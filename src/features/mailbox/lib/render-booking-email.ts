import { bookingWhen } from '@/widgets/kinds/booking/booking-time';
import { escapeHtml, oneLine } from './escape-html';
import type { BookingDecisionTemplate, BookingRequestTemplate } from './outbox-template';
import { fieldsHtml, fieldsText } from './render-contact-form-email';

const page = (subject: string, body: string[]) =>
  [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    ...body,
    '</body></html>',
  ].join('\n');

/**
 * A visitor's booking request, to the widget's owner: who, when (in the business's zone), how to reach
 * them and their note, as inert text; then the two links. Each opens a page that asks before it acts (mail
 * scanners open every link), so the email can carry them safely.
 */
export function renderBookingRequestEmail(template: BookingRequestTemplate) {
  const when = bookingWhen(template);
  const subject = oneLine(`Booking request: ${template.visitorName}, ${when}`, 200);
  const intro = `A visitor asked for an appointment through "${template.widgetName}" on your website:`;
  const fields = [
    { label: 'When', value: `${when}, ${template.minutes} minutes` },
    { label: 'Name', value: template.visitorName },
    { label: 'Email', value: template.visitorEmail },
    { label: 'Phone', value: template.visitorPhone },
    { label: 'Note', value: template.note },
  ].filter((field) => field.value !== '');
  const told = template.visitorEmail
    ? 'We email the visitor your answer.'
    : 'The visitor left no email address: please call them with your answer.';
  const footer = 'Every request is also kept in My tools, where you can confirm or decline it too:';
  const html = page(subject, [
    `<p>${escapeHtml(intro)}</p>`,
    ...fieldsHtml(fields),
    `<p><a href="${escapeHtml(template.confirmUrl)}">Confirm</a> &nbsp; <a href="${escapeHtml(template.declineUrl)}">Decline</a></p>`,
    `<p>${escapeHtml(told)}</p>`,
    `<p style="font-size:13px;color:#4b5563">${escapeHtml(footer)} <a href="${escapeHtml(template.myToolsUrl)}">My tools</a></p>`,
  ]);
  const text = [
    intro,
    '',
    ...fieldsText(fields),
    'Confirm:',
    template.confirmUrl,
    '',
    'Decline:',
    template.declineUrl,
    '',
    told,
    '',
    footer,
    template.myToolsUrl,
    '',
  ].join('\n');
  return { subject, html, text };
}

/**
 * The owner's answer, to the visitor who left an email address: confirmed with the time, or declined with
 * the other ways the business gave to reach it (the widget's fallback links), if any.
 */
export function renderBookingDecisionEmail(template: BookingDecisionTemplate) {
  const when = bookingWhen(template);
  const confirmed = template.decision === 'confirmed';
  const what = template.heading ? ` ("${template.heading}")` : '';
  const subject = oneLine(
    confirmed ? `Your appointment is confirmed: ${when}` : 'Your appointment request was declined',
    200,
  );
  const reach = [
    template.reachPhone && `Phone: ${template.reachDisplay || template.reachPhone}`,
    template.reachEmail && `Email: ${template.reachEmail}`,
  ].filter(Boolean);
  const lines = [
    `Hello ${template.visitorName},`,
    confirmed
      ? `Your appointment${what} is confirmed for ${when}, ${template.minutes} minutes.`
      : `Sorry: your request for an appointment${what} on ${when} could not be accepted.`,
    ...(!confirmed && reach.length > 0 ? ['To find another time, contact the business:', ...reach] : []),
  ];
  const html = page(
    subject,
    lines.map((line) => `<p>${escapeHtml(line)}</p>`),
  );
  return { subject, html, text: `${lines.join('\n\n')}\n` };
}
