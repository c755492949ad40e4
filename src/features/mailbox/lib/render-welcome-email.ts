import { escapeHtml, inertText, oneLine } from './escape-html';
import type { WelcomeTemplate } from './outbox-template';

const PLAN_NAMES: Record<string, string> = {
  starter: 'Starter plan',
  professional: 'Professional plan',
  enterprise: 'Enterprise plan',
  premium: 'premium tool',
  migration: 'Starter plan',
};

/**
 * The buyer's welcome after a purchase, with their one-time onboarding link (single use, 14 days). The
 * name came from the checkout: escaped and kept inert; the only link is the onboarding one, which the
 * database built (the template's schema checks its shape).
 */
export function renderWelcomeEmail(template: WelcomeTemplate) {
  const what = (template.plan && PLAN_NAMES[template.plan]) ?? 'purchase';
  const greeting = template.fullName ? `Hi ${oneLine(template.fullName, 100)},` : 'Hello,';
  const subject = 'Welcome to LocalBoost: your onboarding link';
  const intro = `Thank you for your ${what}${template.billingPeriod === 'annual' ? ' (billed annually)' : ''}. One short form and we can start: it is already filled in with what we know.`;
  const note = 'The link works once and for 14 days. If it has expired, reply to this email and we will send another.';
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    `<p>${inertText(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(template.onboardingUrl)}" style="color:#1d4ed8;font-weight:bold">Complete your onboarding</a></p>`,
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(note)}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [greeting, '', intro, '', `Complete your onboarding: ${template.onboardingUrl}`, '', note, ''].join('\n');
  return { subject, html, text };
}
