import { buildToolkit } from '@/domain/toolkit/build-toolkit';
import { renderToolkitEmail, type RenderedEmail } from '@/domain/toolkit/toolkit-email';
import { escapeHtml, oneLine } from './escape-html';
import {
  bookingDecisionTemplateSchema,
  bookingRequestTemplateSchema,
  contactFormTemplateSchema,
  emailSignupConfirmTemplateSchema,
  emailSignupWelcomeTemplateSchema,
  ownerDigestTemplateSchema,
  signInCodeTemplateSchema,
  staffNotificationTemplateSchema,
  toolkitTemplateSchema,
  trialEndingTemplateSchema,
  welcomeTemplateSchema,
  type OutboxJobInput,
} from './outbox-template';
import { renderBookingDecisionEmail, renderBookingRequestEmail } from './render-booking-email';
import { renderContactFormEmail } from './render-contact-form-email';
import { renderEmailSignupEmail } from './render-email-signup-email';
import { renderOwnerDigestEmail } from './render-owner-digest-email';
import { renderSignInCodeEmail } from './render-sign-in-code-email';
import { renderStaffNotification, renderStaffWebhook } from './render-staff-notification';
import { renderTrialEndingEmail } from './render-trial-ending-email';
import { renderWelcomeEmail } from './render-welcome-email';
import { withSiteCheckReport } from './with-site-check-report';

export type { RenderedEmail };

/** A rendered visitor email also names its unsubscribe link, for the List-Unsubscribe headers (RFC 8058). */
export type RenderedOutboxEmail = RenderedEmail & { unsubscribeUrl?: string };

/** The footer every visitor email carries: a stranger's address may have been typed by someone else. */
function withUnsubscribeFooter(email: RenderedEmail, unsubscribeUrl: string): RenderedEmail {
  const note = 'Did not ask for this email? Unsubscribe and we will not email this address again:';
  const footer =
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(note.replace(/:$/, '.'))} ` +
    `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return {
    ...email,
    html: email.html.replace(/<\/body><\/html>$/, `${footer}</body></html>`),
    text: `${email.text}\n\n${note}\n${unsubscribeUrl}\n`,
  };
}

/**
 * An outbox job exactly as it is sent: shared by /mailbox (in the browser) and the send-emails Edge
 * Function (through the bundle in supabase/functions/_shared, built from this file). Throws on a job
 * whose template it cannot read.
 */
export function renderOutboxEmail(job: OutboxJobInput): RenderedOutboxEmail {
  if (job.kind === 'toolkit') {
    const { businessName, answers, siteUrl, unsubscribeUrl, siteCheck } = toolkitTemplateSchema.parse(job.template);
    const toolkitEmail = renderToolkitEmail({ toolkit: buildToolkit(answers), businessName, siteUrl });
    const email = siteCheck ? withSiteCheckReport(toolkitEmail, siteCheck) : toolkitEmail;
    const rendered = { ...email, subject: oneLine(email.subject, 200) };
    return unsubscribeUrl ? { ...withUnsubscribeFooter(rendered, unsubscribeUrl), unsubscribeUrl } : rendered;
  }
  if (job.kind === 'staff_notification') return renderStaffNotification(staffNotificationTemplateSchema.parse(job.template));
  if (job.kind === 'welcome') return renderWelcomeEmail(welcomeTemplateSchema.parse(job.template));
  if (job.kind === 'sign_in_code') return renderSignInCodeEmail(signInCodeTemplateSchema.parse(job.template));
  if (job.kind === 'contact_form') return renderContactFormEmail(contactFormTemplateSchema.parse(job.template));
  if (job.kind === 'owner_digest') return renderOwnerDigestEmail(ownerDigestTemplateSchema.parse(job.template));
  if (job.kind === 'email_signup_confirm') return renderEmailSignupEmail(emailSignupConfirmTemplateSchema.parse(job.template));
  if (job.kind === 'email_signup_welcome') return renderEmailSignupEmail(emailSignupWelcomeTemplateSchema.parse(job.template));
  if (job.kind === 'booking_request') return renderBookingRequestEmail(bookingRequestTemplateSchema.parse(job.template));
  if (job.kind === 'booking_decision') {
    const template = bookingDecisionTemplateSchema.parse(job.template);
    const email = withUnsubscribeFooter(renderBookingDecisionEmail(template), template.unsubscribeUrl);
    return { ...email, unsubscribeUrl: template.unsubscribeUrl };
  }
  if (job.kind === 'trial_ending') return renderTrialEndingEmail(trialEndingTemplateSchema.parse(job.template));
  throw new Error(`Unknown email kind: ${job.kind}`);
}

/** The chat webhook message for a job, or undefined for kinds that have none (the visitor's toolkit). */
export function renderOutboxWebhook(job: OutboxJobInput): { text: string } | undefined {
  return job.kind === 'staff_notification' ? renderStaffWebhook(staffNotificationTemplateSchema.parse(job.template)) : undefined;
}
