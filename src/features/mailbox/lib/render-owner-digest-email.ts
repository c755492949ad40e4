import { escapeHtml, oneLine } from './escape-html';
import type { OwnerDigestTemplate } from './outbox-template';
import { fieldsHtml, fieldsText } from './render-contact-form-email';

/** "27 Nov 2026, 14:05 UTC": the emails' readers are anywhere, so the time says its zone. */
function receivedAt(iso: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const [date, time] = iso.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${months[month - 1]} ${year}, ${time.slice(0, 5)} UTC`;
}

/** "Message 2, 27 Nov 2026, 14:05 UTC". */
const heading = (one: string, index: number, iso: string) =>
  `${one.charAt(0).toUpperCase()}${one.slice(1)} ${index + 1}, ${receivedAt(iso)}`;

/** How the digest names what it holds and the widget that took them. */
const WORDS = {
  'contact-form': { one: 'message', many: 'messages', widget: 'contact form', act: 'search, export and mark it handled' },
  booking: { one: 'booking request', many: 'booking requests', widget: 'booking form', act: 'confirm or decline it' },
} as const;

/**
 * What a contact form or a booking form received over its hourly email cap, in one email (the owner's
 * digest): each message or request with its fields, under the time it came, and how many more wait in My
 * tools. What visitors typed is inert text, as in the single emails.
 */
export function renderOwnerDigestEmail(template: OwnerDigestTemplate) {
  const words = WORDS[template.widgetKind];
  const count = template.items.length;
  const subject = oneLine(
    `${count} ${count === 1 ? words.one : words.many} from your ${words.widget} "${template.widgetName}"`,
    200,
  );
  const intro = `Your ${words.widget} had more ${words.many} in an hour than we email one by one, so here they are together:`;
  const more =
    template.more > 0
      ? `${template.more} more ${template.more === 1 ? `${words.one} waits` : `${words.many} wait`} for the next digest.`
      : '';
  const footer = `Every ${words.one} is also kept in My tools, where you can ${words.act}:`;
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    ...template.items.flatMap((item, index) => [
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(heading(words.one, index, item.receivedAt))}</h2>`,
      ...fieldsHtml(item.fields),
    ]),
    more ? `<p><strong>${escapeHtml(more)}</strong></p>` : '',
    `<p style="font-size:13px;color:#4b5563">${escapeHtml(footer)} <a href="${escapeHtml(template.myToolsUrl)}">My tools</a></p>`,
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
  const text = [
    intro,
    '',
    ...template.items.flatMap((item, index) => [
      heading(words.one, index, item.receivedAt),
      '',
      ...fieldsText(item.fields),
    ]),
    ...(more ? [more, ''] : []),
    footer,
    template.myToolsUrl,
    '',
  ].join('\n');
  return { subject, html, text };
}
