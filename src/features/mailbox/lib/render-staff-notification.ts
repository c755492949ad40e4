import { escapeHtml, inertText, oneLine } from './escape-html';
import type { StaffNotificationTemplate } from './outbox-template';
import { fieldLabel, valueLabel } from './staff-field-labels';

export interface RenderedStaffEmail {
  subject: string;
  html: string;
  text: string;
}

/** A field's value in words: codes as their labels, lists joined, a blank as "Not provided". */
export function fieldText(field: StaffNotificationTemplate['fields'][number]): string {
  const { name, value } = field;
  if (value === null || value === undefined || value === '') return 'Not provided';
  if (Array.isArray(value)) return value.map((item) => valueLabel(name, item)).join(', ');
  return typeof value === 'string' ? valueLabel(name, value) : String(value);
}

/** The dashboard link, only when it points into the configured site (it is built by the database, never typed). */
export function dashboardLink(template: StaffNotificationTemplate): string | undefined {
  const { dashboardUrl, siteUrl } = template;
  return dashboardUrl.startsWith(`${siteUrl}/`) && !/[\s"'<>]/.test(dashboardUrl) ? dashboardUrl : undefined;
}

/**
 * The agency's notification for a new lead, enquiry or onboarding submission. Every value came from a
 * visitor: it is escaped and kept inert (never a link); the only link is the dashboard's.
 */
export function renderStaffNotification(template: StaffNotificationTemplate): RenderedStaffEmail {
  const first = template.fields[0];
  const subject = oneLine(first ? `${template.title}: ${fieldText(first)}` : template.title);
  const link = dashboardLink(template);
  const rows = template.fields.map(
    (f) =>
      `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(fieldLabel(f.name))}</th>` +
      `<td style="padding:4px 0">${inertText(fieldText(f))}</td></tr>`,
  );
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>' + escapeHtml(subject) + '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(template.title)}</h1>`,
    `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`,
    link ? `<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Open it in the dashboard</a></p>` : '',
    '</body></html>',
  ].join('\n');
  const text = [
    template.title,
    '',
    ...template.fields.map((f) => `${fieldLabel(f.name)}: ${oneLine(fieldText(f), 2000)}`),
    ...(link ? ['', `Open it in the dashboard: ${link}`] : []),
  ].join('\n');
  return { subject, html, text };
}

/** Slack's escaping: without it a visitor could write <https://evil|a link> into the message. */
const slackEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The optional chat webhook message (Slack's incoming-webhook JSON; most chat tools accept it). */
export function renderStaffWebhook(template: StaffNotificationTemplate): { text: string } {
  const first = template.fields[0];
  const summary = slackEscape(oneLine(first ? `${template.title}: ${fieldText(first)}` : template.title));
  const link = dashboardLink(template);
  return { text: link ? `${summary}\n<${link}|Open it in the dashboard>` : summary };
}
