// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail, renderOutboxWebhook } from '@/features/mailbox/lib/render-outbox-email';

/*
 * The send-emails Edge Function imports the renderers from the app's source (decision 008), resolved by its
 * own deno.json. This proves that Deno, through that import map, renders every job to the same bytes as
 * /mailbox's preview (src/features/mailbox/components/rendered-outbox-email.ts: renderOutboxEmail, a job
 * it refuses shown as none) does in the app's build: a different zod, a module resolved elsewhere or a
 * runtime difference would show here.
 */
const ROOT = join(import.meta.dirname, '..');
const DENO = join(ROOT, 'node_modules', '.bin', 'deno');
const FUNCTION_CONFIG = join(ROOT, 'supabase', 'functions', 'send-emails', 'deno.json');

const toolkit = (answers: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  kind: 'toolkit',
  template: { businessName: 'Bistro "Chez Nous" & <Friends>', answers, siteUrl: 'https://agency.example', ...extra },
});
const JOBS = [
  toolkit({ businessType: 'restaurant', goals: ['reviews'], challenges: ['time'], hasWebsite: false }),
  toolkit(
    { businessType: 'medical', goals: ['leads', 'bookings', 'reviews'], challenges: ['budget', 'time'], hasWebsite: true, shortlist: [14, 3, 9999] },
    { unsubscribeUrl: `https://abc.supabase.co/functions/v1/unsubscribe?token=${'ab12'.repeat(16)}` },
  ),
  {
    kind: 'staff_notification',
    template: {
      event: 'lead',
      title: 'New lead',
      fields: [
        { name: 'business_name', value: 'Bistro <script>alert(1)</script>\nsecond line' },
        { name: 'goals', value: ['leads', 'retired-goal'] },
        { name: 'website_url', value: 'https://evil.example/"><a href="https://x">' },
        { name: 'email', value: 'owner@bistro.example' },
        { name: 'source', value: 'restaurant-reservation-ai' },
        { name: 'domain_name', value: null },
        { name: 'employees', value: 12 },
        { name: 'has_website', value: true },
        { name: 'notes' },
      ],
      dashboardUrl: 'https://agency.example/leads-admin?q=owner%40bistro.example',
      siteUrl: 'https://agency.example',
    },
  },
  // The demo's owner sign-in code (issue 42).
  { kind: 'sign_in_code', template: { code: '048213', expiresInMinutes: 10 } },
  // Jobs the renderer refuses: the preview shows none, the function fails them.
  toolkit({ businessType: 'restaurant', goals: [], challenges: [], hasWebsite: false, shortlist: ['<b>x</b>'] }),
  { kind: 'postcard', template: {} },
];

function renderOnDeno(jobs: unknown[]): unknown {
  const output = execFileSync(
    DENO,
    ['run', '--no-prompt', '--node-modules-dir=none', '--no-lock', '--config', FUNCTION_CONFIG, join(ROOT, 'supabase', 'tests', 'support', 'render-on-deno.ts')],
    // The machine's environment passes through: its proxy settings let Deno fetch npm:zod once.
    { input: JSON.stringify(jobs), env: { ...process.env, DENO_DIR: join(ROOT, '.cache', 'deno'), NO_COLOR: '1' }, encoding: 'utf8', timeout: 120_000 },
  );
  return JSON.parse(output);
}

describe('the Edge Function and /mailbox render the same email', () => {
  it('byte for byte, for every kind of job, refused ones included', () => {
    const inBrowser = JOBS.map((job) => {
      let email;
      try {
        email = renderOutboxEmail(job);
      } catch {
        email = null;
      }
      return { email, webhook: renderOutboxWebhook(job) ?? null };
    });
    // The fixtures cover what they claim: two toolkits (one with its unsubscribe link), a notification, a sign-in code, two refusals.
    expect(inBrowser.map(({ email }) => email !== null)).toEqual([true, true, true, true, false, false]);
    expect(inBrowser[2]!.webhook).not.toBeNull();

    expect(JSON.stringify(renderOnDeno(JOBS))).toBe(JSON.stringify(inBrowser));
  }, 150_000);

  it('with the zod the app is built with', () => {
    const { imports } = JSON.parse(readFileSync(FUNCTION_CONFIG, 'utf8')) as { imports: Record<string, string> };
    const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'zod', 'package.json'), 'utf8')) as { version: string };
    expect(imports.zod).toBe(`npm:zod@${version}`);
  });
});
