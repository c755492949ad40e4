import { paths, pricingPlanUrl } from '@/config/paths';
import { SITE } from '@/config/site';
import { toolHref } from '@/domain/catalogue/tool-slug';
import { businessTypeLabel } from '@/lib/leads/lead-options';
import { planButton, planLine, TOOLKIT_COPY } from './toolkit-copy';
import { OWN_PICK } from './toolkit-rules';
import type { Toolkit, ToolkitPick } from './build-toolkit';
import { toolkitShareUrl } from './toolkit-share';

/*
 * The toolkit email, built as plain strings: it runs in the browser's demo mailbox and in a Deno Edge
 * Function, so no React, no DOM. Email clients ignore <style> blocks and many ignore CSS layout, hence
 * tables and inline styles. The only text a visitor typed is the business name: it is escaped, has its
 * control and direction-override characters removed, and is kept from looking like a link or address
 * (mail clients turn "evil.example" into a link on their own), so nothing typed becomes a link or markup.
 */

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const ZERO_WIDTH_SPACE = '\u200b';

/** A visitor-typed name as inert text: no control or bidi characters, no auto-linkable "a.b", "a@b", "a:b". */
export function inertText(value: string): string {
  return value
    .replace(UNSAFE_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([.@:/])/g, `$1${ZERO_WIDTH_SPACE}`);
}

function siteBase(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`siteUrl must be http(s): ${siteUrl}`);
  return url.origin;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const BUTTON = `${FONT}display:inline-block;background:#2563eb;color:#ffffff;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:6px;`;

function pickRowHtml(pick: ToolkitPick, href: string, badge?: string): string {
  const { tool, reason } = pick;
  return `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr>
<td width="48" valign="top" style="font-size:28px;line-height:32px;">${escapeHtml(tool.thumbnail)}</td>
<td valign="top" style="${FONT}font-size:15px;line-height:22px;color:#111827;">
<a href="${escapeHtml(href)}" style="color:#1d4ed8;font-weight:600;text-decoration:underline;">${escapeHtml(tool.name)}</a>${
    badge ? ` <strong style="color:#7c2d12;">${escapeHtml(badge)}</strong>` : ''
  }<br><span style="color:#4b5563;">${escapeHtml(reason)}</span>
</td></tr></table></td></tr>`;
}

/** "Your pick", or "Your pick, premium $249/month" for a premium tool the visitor chose. */
const ownBadge = (pick: ToolkitPick) =>
  pick.tool.premium ? `${OWN_PICK.badge}, premium ${TOOLKIT_COPY.upgradePrice}` : OWN_PICK.badge;

export function renderToolkitEmail(input: {
  toolkit: Toolkit;
  businessName: string;
  siteUrl: string;
}): RenderedEmail {
  const { toolkit } = input;
  const base = siteBase(input.siteUrl);
  const link = (path: string) => `${base}${path}`;
  const name = inertText(input.businessName) || 'your business';
  const typeLabel = businessTypeLabel(toolkit.answers.businessType);
  const shareUrl = link(toolkitShareUrl(toolkit.answers));
  const builderUrl = link(paths.customBuilder);
  const plan = toolkit.plan;
  const planUrl = plan ? link(pricingPlanUrl(plan.id)) : link(paths.enterpriseElite);
  const planText = plan ? planLine(plan) : TOOLKIT_COPY.noPlan;
  const planCta = plan ? planButton(plan) : 'See Enterprise Elite';
  const upgradeBadge = `${TOOLKIT_COPY.upgradeHeading}, ${TOOLKIT_COPY.upgradePrice}`;
  const intro = toolkit.picks.some((pick) => pick.ownPick)
    ? `${TOOLKIT_COPY.ownPicksFirst}, then the tools we picked for`
    : 'The tools we picked for';

  const subject = `Your ${SITE.name} marketing toolkit`;

  const text = [
    `${TOOLKIT_COPY.heading} from ${SITE.name}`,
    '',
    `${intro} ${name} (${typeLabel}), best first:`,
    '',
    ...toolkit.picks.flatMap((pick, i) => [
      `${i + 1}. ${pick.tool.name}${pick.ownPick ? ` (${ownBadge(pick)})` : ''}: ${pick.reason}`,
      `   ${link(toolHref(pick.tool))}`,
    ]),
    ...(toolkit.upgrade
      ? [
          '',
          `${upgradeBadge}: ${toolkit.upgrade.tool.name}: ${toolkit.upgrade.reason}`,
          `   ${link(toolHref(toolkit.upgrade.tool))}`,
        ]
      : []),
    '',
    `${planText}: ${planUrl}`,
    '',
    `${TOOLKIT_COPY.share}: ${shareUrl}`,
    TOOLKIT_COPY.shareHint,
    '',
    `Answer again in the builder: ${builderUrl}`,
    '',
    `You get this email because this address was entered in the ${SITE.name} Custom Tool Builder. If that was not you, ignore it; we send nothing more.`,
  ].join('\n');

  const rows = toolkit.picks
    .map((pick) => pickRowHtml(pick, link(toolHref(pick.tool)), pick.ownPick ? ownBadge(pick) : undefined))
    .join('\n');
  const upgradeRow = toolkit.upgrade
    ? pickRowHtml(toolkit.upgrade, link(toolHref(toolkit.upgrade.tool)), upgradeBadge)
    : '';

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;background:#ffffff;border-radius:8px;"><tr><td style="padding:28px 24px;">
<h1 style="${FONT}font-size:22px;line-height:28px;margin:0 0 8px;color:#111827;">${escapeHtml(TOOLKIT_COPY.heading)}</h1>
<p style="${FONT}font-size:15px;line-height:22px;margin:0 0 16px;color:#374151;">${escapeHtml(intro)} <strong>${escapeHtml(name)}</strong> (${escapeHtml(typeLabel)}), best first:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%">
${rows}
${upgradeRow}
</table>
<p style="${FONT}font-size:15px;line-height:22px;margin:24px 0 12px;color:#111827;">${escapeHtml(planText)}</p>
<p style="margin:0 0 24px;"><a href="${escapeHtml(planUrl)}" style="${BUTTON}">${escapeHtml(planCta)}</a></p>
<p style="${FONT}font-size:14px;line-height:20px;margin:0 0 4px;color:#374151;"><a href="${escapeHtml(shareUrl)}" style="color:#1d4ed8;">${escapeHtml(TOOLKIT_COPY.share)}</a>: ${escapeHtml(TOOLKIT_COPY.shareHint)}</p>
<p style="${FONT}font-size:14px;line-height:20px;margin:0 0 24px;color:#374151;"><a href="${escapeHtml(builderUrl)}" style="color:#1d4ed8;">Answer again in the builder</a></p>
<p style="${FONT}font-size:12px;line-height:18px;margin:0;color:#6b7280;">You get this email because this address was entered in the ${escapeHtml(SITE.name)} Custom Tool Builder. If that was not you, ignore it; we send nothing more.</p>
</td></tr></table>
</td></tr></table>
</body></html>`;

  return { subject, html, text };
}
