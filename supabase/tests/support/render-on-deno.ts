// Run on Deno by tests/email-render-agreement.test.ts with the send-emails function's own deno.json: reads
// outbox jobs (JSON) on stdin and prints, per job, what the function's renderer makes of it.
import { renderOutboxEmail, renderOutboxWebhook } from '../../functions/_shared/email-renderer.ts';

declare const Deno: { stdin: { readable: ReadableStream<Uint8Array> } };

const jobs = JSON.parse(await new Response(Deno.stdin.readable).text()) as { kind: string; template: unknown }[];
const rendered = jobs.map((job) => {
  let email;
  try {
    email = renderOutboxEmail(job);
  } catch {
    email = null;
  }
  return { email, webhook: renderOutboxWebhook(job) ?? null };
});
console.log(JSON.stringify(rendered));
