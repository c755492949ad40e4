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
export function renderOutboxEmail(job: OutboxJobInput): RenderedEmail;
export function renderOutboxWebhook(job: OutboxJobInput): { text: string } | undefined;
