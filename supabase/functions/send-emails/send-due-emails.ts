import { renderOutboxEmail, renderOutboxWebhook } from '../_shared/email-renderer.ts';

/** The slice of postgres.js (npm:postgres) this module uses: tagged-template queries. */
export type Sql = <T = Record<string, unknown>>(strings: TemplateStringsArray, ...values: unknown[]) => Promise<T[]>;

export interface SenderConfig {
  resendApiKey: string;
  /** The sender, e.g. "LocalBoost <hello@mail.youragency.com>" (a domain verified with Resend). */
  from: string;
  /** https://api.resend.com, or a stand-in in tests. */
  resendApiUrl: string;
  batchSize: number;
  /** Stop claiming new batches after this long (a function invocation has a wall-clock limit). */
  budgetMs?: number;
}

export interface OutboxJob {
  id: string;
  kind: string;
  recipient: string;
  template: unknown;
  attempts: number;
}

export interface RunSummary {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

/** Answers the email API gives when the message itself is refused: retrying would not help. */
const PERMANENT_STATUSES = new Set([400, 422]);
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * One run: queue the trial reminders and owners' digests that are due, then claim the due jobs (each claimed by exactly one
 * run, see private.claim_email_jobs), render and send each through Resend with the job id as
 * Idempotency-Key, and record the outcome. Staff notifications also go to the chat webhook when one is configured (best effort, after the email).
 */
export async function sendDueEmails(sql: Sql, config: SenderConfig): Promise<RunSummary> {
  const summary: RunSummary = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  // The scheduled run is the clock of the widget trials: owners 3 days from their trial's end get their
  // reminder queued here, once each (20261201001200_widget_plans.sql), and this same run sends it.
  await sql`select private.enqueue_trial_reminders()`;
  // And of the owners' digests: contact form messages held over a widget's hourly email cap go out
  // together, one digest per widget an hour at most (20261201001700_owner_digest.sql).
  await sql`select private.enqueue_owner_digests()`;
  const deadline = Date.now() + (config.budgetMs ?? 30_000);
  // Batch after batch until the queue is drained (a short batch) or the time budget is spent.
  for (;;) {
    const claimed = await sendBatch(sql, config, summary);
    if (claimed < config.batchSize || Date.now() > deadline) return summary;
  }
}

async function sendBatch(sql: Sql, config: SenderConfig, summary: RunSummary): Promise<number> {
  const jobs = await sql<OutboxJob>`select id, kind, recipient, template, attempts from private.claim_email_jobs(${config.batchSize})`;
  summary.claimed += jobs.length;
  if (jobs.length === 0) return 0;
  const [settings] = await sql<{ url: string | null }>`select private.email_webhook_url() as url`;

  for (const job of jobs) {
    const outcome = await deliver(job, config);
    if (outcome.ok) {
      await sql`select private.complete_email_job(${job.id}, ${outcome.providerId})`;
      summary.sent++;
      if (settings?.url) await postWebhook(settings.url, job);
      continue;
    }
    const [after] = await sql<{ status: string | null }>`select private.fail_email_job(${job.id}, ${outcome.error}, ${outcome.permanent}) as status`;
    if (after?.status === 'failed') summary.failed++;
    else summary.retrying++;
  }
  return jobs.length;
}

type Outcome = { ok: true; providerId: string | null } | { ok: false; error: string; permanent: boolean };

async function deliver(job: OutboxJob, config: SenderConfig): Promise<Outcome> {
  let email;
  try {
    email = renderOutboxEmail(job);
  } catch (error) {
    return { ok: false, error: `Could not render: ${String(error)}`, permanent: true };
  }
  // Every email to a visitor-typed address carries a one-click unsubscribe (RFC 8058, issue 29): the
  // link in its body and the headers mail providers show as an "Unsubscribe" button.
  if (job.kind === 'toolkit' && !email.unsubscribeUrl) {
    return { ok: false, error: 'Not sent: a visitor email without an unsubscribe link', permanent: true };
  }
  const headers = email.unsubscribeUrl
    ? { 'List-Unsubscribe': `<${email.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  try {
    const response = await fetch(`${config.resendApiUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.resendApiKey}`,
        'Content-Type': 'application/json',
        // Resend keeps a key for 24 hours: a retry of a job whose first send did go out is not sent again.
        'Idempotency-Key': `email-outbox/${job.id}`,
      },
      body: JSON.stringify({
        from: config.from,
        to: [job.recipient],
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(headers ? { headers } : {}),
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    if (response.ok) {
      const id = (safeJson(body) as { id?: unknown } | undefined)?.id;
      return { ok: true, providerId: typeof id === 'string' ? id : null };
    }
    return { ok: false, error: `HTTP ${response.status}: ${body.slice(0, 500)}`, permanent: PERMANENT_STATUSES.has(response.status) };
  } catch (error) {
    return { ok: false, error: `Request failed: ${String(error)}`, permanent: false };
  }
}

async function postWebhook(url: string, job: OutboxJob) {
  const message = renderOutboxWebhook(job);
  if (!message) return;
  try {
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    // The email went out; a chat message is a courtesy and is not retried.
    console.warn(`webhook for job ${job.id} failed: ${String(error)}`);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
