import { buildToolkit } from '@/features/toolkit/lib/build-toolkit';
import { renderToolkitEmail, type RenderedEmail } from '@/features/toolkit/lib/toolkit-email';
import { oneLine } from './escape-html';
import { staffNotificationTemplateSchema, toolkitTemplateSchema, type OutboxJobInput } from './outbox-template';
import { renderStaffNotification, renderStaffWebhook } from './render-staff-notification';

export type { RenderedEmail };

/**
 * An outbox job exactly as it is sent: shared by /mailbox (in the browser) and the send-emails Edge
 * Function (through the bundle in supabase/functions/_shared, built from this file). Throws on a job
 * whose template it cannot read.
 */
export function renderOutboxEmail(job: OutboxJobInput): RenderedEmail {
  if (job.kind === 'toolkit') {
    const { businessName, answers, siteUrl } = toolkitTemplateSchema.parse(job.template);
    const email = renderToolkitEmail({ toolkit: buildToolkit(answers), businessName, siteUrl });
    return { ...email, subject: oneLine(email.subject, 200) };
  }
  if (job.kind === 'staff_notification') return renderStaffNotification(staffNotificationTemplateSchema.parse(job.template));
  throw new Error(`Unknown email kind: ${job.kind}`);
}

/** The chat webhook message for a job, or undefined for kinds that have none (the visitor's toolkit). */
export function renderOutboxWebhook(job: OutboxJobInput): { text: string } | undefined {
  return job.kind === 'staff_notification' ? renderStaffWebhook(staffNotificationTemplateSchema.parse(job.template)) : undefined;
}
