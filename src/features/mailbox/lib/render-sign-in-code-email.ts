import { escapeHtml } from './escape-html';
import type { SignInCodeTemplate } from './outbox-template';

/**
 * A widget owner's one-time sign-in code (issue 42). Only the demo's backend queues this email
 * (local-backend/auth.ts): in production Supabase Auth sends the code itself, from
 * supabase/templates/sign-in-code.html. The code is the only thing in it that varies.
 */
export function renderSignInCodeEmail(template: SignInCodeTemplate) {
  const subject = `Your LocalBoost sign-in code: ${template.code}`;
  const intro = 'Enter this code to sign in to LocalBoost and publish your website tools:';
  const expiry = `It expires in ${template.expiresInMinutes} minutes and works once.`;
  const ignore = 'Did not ask for it? Ignore this email: nobody can sign in without the code.';
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(template.code)}</p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [intro, '', template.code, '', expiry, '', ignore, ''].join('\n');
  return { subject, html, text };
}
