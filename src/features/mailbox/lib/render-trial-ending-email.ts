import { formatLongDay } from '@/lib/dates';
import { escapeHtml } from './escape-html';
import type { TrialEndingTemplate } from './outbox-template';

/**
 * The widget owner's warning 3 days before their free trial ends (20261201001200_widget_plans.sql): what
 * stops, when, and the plans. Nothing in it came from a visitor; the link is the database's own.
 */
export function renderTrialEndingEmail(template: TrialEndingTemplate) {
  const day = formatLongDay(template.trialEndsAt);
  const subject = `Your LocalBoost free trial ends on ${day}`;
  const tools =
    template.liveTools === 1 ? 'Your live tool stops' : `Your ${template.liveTools} live tools stop`;
  const intro =
    template.liveTools > 0
      ? `${tools} showing on your website when your free trial ends on ${day} (UTC). Your pages keep the content the snippet carries, so nothing breaks.`
      : `Your free trial of LocalBoost's website tools ends on ${day} (UTC). After it, publishing needs a plan.`;
  const action = 'Choose a plan to keep your tools running:';
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(action)} <a href="${escapeHtml(template.pricingUrl)}" style="color:#1d4ed8;font-weight:bold">See the plans</a></p>`,
    '</body></html>',
  ].join('\n');
  const text = [intro, '', `${action} ${template.pricingUrl}`, ''].join('\n');
  return { subject, html, text };
}
