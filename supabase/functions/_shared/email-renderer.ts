/*
 * The email renderers, straight from the app's source (src/features/mailbox/lib/render-outbox-email.ts,
 * which /mailbox also renders with): Deno runs the TypeScript itself. The function's deno.json maps `@/` to
 * src/, `zod` to the npm package, and allows the app's extensionless imports (docs/decisions/008).
 */
export {
  renderOutboxEmail,
  renderOutboxWebhook,
  type RenderedOutboxEmail,
} from '@/features/mailbox/lib/render-outbox-email';
