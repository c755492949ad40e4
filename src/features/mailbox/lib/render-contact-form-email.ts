import { escapeHtml, inertText, oneLine } from './escape-html';
import type { ContactFormTemplate } from './outbox-template';

/**
 * A visitor's message to a widget owner (the contact form widget). The subject names only the owner's own
 * widget; what the visitor typed is in the body, as inert text (no links made of typed addresses), so a
 * stranger cannot shape the email beyond its field values.
 */
export function renderContactFormEmail(template: ContactFormTemplate) {
  const subject = oneLine(`New message from your contact form "${template.widgetName}"`, 200);
  const intro = 'A visitor sent this message through the contact form on your website:';
  const footer = 'Every message is also kept in My tools, where you can search, export and mark it handled:';
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    ...fieldsHtml(template.fields),
    `<p style="font-size:13px;color:#4b5563">${escapeHtml(footer)} <a href="${escapeHtml(template.myToolsUrl)}">My tools</a></p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    intro,
    '',
    ...fieldsText(template.fields),
    footer,
    template.myToolsUrl,
    '',
  ].join('\n');
  return { subject, html, text };
}

type Fields = ContactFormTemplate['fields'];

/** What a visitor typed, a paragraph per field: the label bold, the value inert text with its line breaks. */
export const fieldsHtml = (fields: Fields) =>
  fields.map(
    (field) => `<p><strong>${escapeHtml(field.label)}</strong><br>${inertText(field.value).replace(/\r?\n/g, '<br>')}</p>`,
  );

/** The same in the plain-text part: the label, the value, a blank line. */
export const fieldsText = (fields: Fields) => fields.flatMap((field) => [`${field.label}:`, field.value, '']);
