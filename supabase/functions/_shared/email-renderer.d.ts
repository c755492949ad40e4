// Types of the generated email-renderer.js (src/features/mailbox/lib/render-outbox-email.ts).
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
export interface OutboxJobInput {
  kind: string;
  template: unknown;
}
export type RenderedOutboxEmail = RenderedEmail & { unsubscribeUrl?: string };
export function renderOutboxEmail(job: OutboxJobInput): RenderedOutboxEmail;
export function renderOutboxWebhook(job: OutboxJobInput): { text: string } | undefined;
