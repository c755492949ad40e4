import { escapeHtml, oneLine } from './escape-html';
import type { EmailSignupConfirmTemplate } from './outbox-template';

type Template = Omit<EmailSignupConfirmTemplate, 'confirmUrl'> & { confirmUrl?: string };

/**
 * The email sign-up widget's emails to a subscriber: with a confirmation link, the double opt-in's
 * question; without, "you're subscribed". Both end with the subscriber's own unsubscribe link, which the
 * sender also puts in the List-Unsubscribe headers (returned as unsubscribeUrl).
 */
export function renderEmailSignupEmail(template: Template) {
  const list = template.listName;
  const confirming = template.confirmUrl !== undefined;
  const subject = oneLine(
    confirming ? `Please confirm your subscription to ${list}` : `You are subscribed to ${list}`,
    200,
  );
  const lines = confirming
    ? [
        `Someone, we hope you, asked to join the mailing list "${list}" with this address.`,
        'To confirm, open this link and press the button on the page:',
      ]
    : [`Thank you for confirming: you are now on the mailing list "${list}".`];
  const note = confirming
    ? 'Did not ask for this? Ignore this email and you will not be added, or unsubscribe:'
    : 'To stop these emails at any time, unsubscribe:';
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    confirming ? `<p><a href="${escapeHtml(template.confirmUrl!)}">Confirm my subscription</a></p>` : '',
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(note.replace(/:$/, '.'))} <a href="${escapeHtml(
      template.unsubscribeUrl,
    )}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    ...lines,
    ...(confirming ? [template.confirmUrl!] : []),
    '',
    note,
    template.unsubscribeUrl,
    '',
  ].join('\n');
  return { subject, html, text, unsubscribeUrl: template.unsubscribeUrl };
}
