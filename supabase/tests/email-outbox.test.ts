import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';
import { contactRow, insertInquirySql } from './support/inquiry-rows';
import { insertOnboardingSql, onboardingRow } from './support/onboarding-rows';

type Job = {
  id: string;
  kind: string;
  recipient: string;
  template: Record<string, unknown>;
  status: string;
  attempts: number;
  last_error: string | null;
  source_table: string;
  source_id: string;
};

/**
 * The email outbox on each real engine: the triggers enqueue in the visitor's own transaction, the
 * per-address cap, who may read it (staff only) and who may change it (nobody through the API), and the
 * sender's claim / complete / fail functions.
 */
describe.each(engineFactories())('email outbox on $name', (factory) => {
  let db: DbEngine;
  const jobs = (where = 'true') =>
    db.rows<Job>(ACTORS.service, `select * from public.email_outbox where ${where} order by created_at, (kind = 'toolkit') desc`);
  const jobsFor = (sourceId: string) => jobs(`source_id = '${sourceId}'`);

  // Starting PGlite and applying every migration takes minutes when the shared machine is busy.
  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    // Out of the owner rotation, so the outbox holds only this file's emails (the "assigned to you" email
    // each new row's owner gets is proven in speed-to-lead.test.ts).
    await db.admin('update private.staff set active = false');
  }, 240_000);
  afterAll(() => db?.close());
  beforeEach(() => db.admin('delete from public.email_outbox; update private.email_settings set toolkit_daily_cap = 3, max_attempts = 5;'));

  describe('enqueueing', () => {
    it("the toolkit job carries the lead's shortlist in the visitor's order, and [] without one", async () => {
      const row = leadRow({ email: 'picks@bistro.example' });
      const withShortlist = insertLeadSql(row).replace(') values (', ', shortlist) values (').replace(/\)$/, ", '{14,3}')");
      await db.exec(ACTORS.anon, withShortlist);
      const [toolkit] = await jobsFor(row.id);
      expect(toolkit?.template.answers).toMatchObject({ businessType: 'restaurant', shortlist: [14, 3] });

      const plain = leadRow({ email: 'plain@bistro.example' });
      await db.exec(ACTORS.anon, insertLeadSql(plain));
      const [plainToolkit] = await jobsFor(plain.id);
      expect(plainToolkit?.template.answers).toMatchObject({ shortlist: [] });
    });

    it("a visitor's lead enqueues their toolkit email and a staff notification, in the same statement", async () => {
      const row = leadRow({ email: 'owner@bistro.example', business_name: 'Bistro <b>Uno</b> & Co' });
      await db.exec(ACTORS.anon, insertLeadSql(row));
      const [toolkit, notification] = await jobsFor(row.id);
      expect(toolkit).toMatchObject({
        kind: 'toolkit',
        recipient: 'owner@bistro.example',
        status: 'pending',
        attempts: 0,
        source_table: 'public.custom_builder_leads',
        template: {
          businessName: 'Bistro <b>Uno</b> & Co',
          answers: {
            businessType: 'restaurant',
            goals: ['leads', 'reviews'],
            challenges: ['time', 'competition'],
            hasWebsite: true,
            shortlist: [],
          },
          siteUrl: 'http://localhost:5173',
        },
      });
      expect(notification).toMatchObject({
        kind: 'staff_notification',
        recipient: 'team@localboost.example',
        status: 'pending',
        template: {
          event: 'lead',
          title: 'New lead',
          dashboardUrl: 'http://localhost:5173/leads-admin?q=owner%40bistro.example',
          fields: [
            { name: 'business_name', value: 'Bistro <b>Uno</b> & Co' },
            { name: 'business_type', value: 'restaurant' },
            { name: 'goals', value: ['leads', 'reviews'] },
            { name: 'current_challenges', value: ['time', 'competition'] },
            { name: 'website_url', value: 'https://bellavista.example.com' },
            { name: 'email', value: 'owner@bistro.example' },
          ],
        },
      });
    });

    it('a lead refused by its constraints enqueues nothing (same transaction)', async () => {
      const row = leadRow({ business_type: 'spaceship' });
      await expect(db.exec(ACTORS.anon, insertLeadSql(row))).rejects.toMatchObject({ code: '23514' });
      expect(await jobs()).toEqual([]);
    });

    it('an onboarding submission notifies staff without any backend credential', async () => {
      const row = onboardingRow({
        email: 'maria+x@bella.example',
        backend_password_ciphertext: 'A'.repeat(68),
        backend_password_key_id: '0123456789abcdef',
      });
      await db.exec(ACTORS.anon, insertOnboardingSql(row));
      const [job, ...others] = await jobsFor(row.id);
      expect(others).toEqual([]);
      expect(job).toMatchObject({
        kind: 'staff_notification',
        template: { event: 'onboarding', dashboardUrl: 'http://localhost:5173/onboarding-admin?q=maria%2Bx%40bella.example' },
      });
      const names = (job?.template.fields as { name: string }[]).map((f) => f.name);
      expect(names).toEqual(['full_name', 'email', 'phone', 'best_time_to_contact', 'domain_name']);
      expect(JSON.stringify(job)).not.toMatch(/AAAA|0123456789abcdef|backend/);
    });

    it('a demo request or contact message notifies staff, linking to the enquiries dashboard', async () => {
      const row = contactRow({ email: 'ana@shop.example', message: 'Pricing for 3 locations?' });
      await db.exec(ACTORS.anon, insertInquirySql(row));
      const [job, ...others] = await jobsFor(row.id);
      expect(others).toEqual([]);
      expect(job).toMatchObject({
        kind: 'staff_notification',
        source_table: 'public.visitor_inquiries',
        template: { event: 'inquiry', dashboardUrl: 'http://localhost:5173/inquiries-admin?q=ana%40shop.example' },
      });
      const fields = job?.template.fields as { name: string; value: unknown }[];
      expect(fields.find((f) => f.name === 'message')?.value).toBe('Pricing for 3 locations?');
    });

    it('the settings decide the recipient and the links', async () => {
      await db.admin(`update private.email_settings set agency_email = 'ops@agency.example', site_url = 'https://agency.example'`);
      try {
        const row = leadRow();
        await db.exec(ACTORS.anon, insertLeadSql(row));
        const [toolkit, notification] = await jobsFor(row.id);
        expect(toolkit?.template.siteUrl).toBe('https://agency.example');
        expect(notification?.recipient).toBe('ops@agency.example');
      } finally {
        await db.admin(`update private.email_settings set agency_email = default, site_url = default`);
      }
    });
  });

  describe('per-address cap', () => {
    it('an address gets at most 3 toolkit emails in 24 hours, whatever its case; the rest are suppressed', async () => {
      const emails = ['Victim@Example.com', 'victim@example.com', 'VICTIM@EXAMPLE.COM', 'victim@EXAMPLE.com', 'victim@example.com'];
      for (const email of emails) await db.exec(ACTORS.anon, insertLeadSql(leadRow({ email })));
      const toolkit = await jobs(`kind = 'toolkit'`);
      expect(toolkit.map((j) => j.status)).toEqual(['pending', 'pending', 'pending', 'suppressed', 'suppressed']);
      expect(toolkit[3]?.last_error).toMatch(/already had 3 toolkit emails/);
      // Staff still hear about every lead.
      expect(await jobs(`kind = 'staff_notification' and status = 'pending'`)).toHaveLength(5);
      // Another address is not affected.
      const other = leadRow({ email: 'someone@else.example' });
      await db.exec(ACTORS.anon, insertLeadSql(other));
      expect((await jobsFor(other.id))[0]?.status).toBe('pending');
    });

    it('emails older than 24 hours no longer count', async () => {
      for (let i = 0; i < 3; i++) await db.exec(ACTORS.anon, insertLeadSql(leadRow({ email: 'old@example.com' })));
      await db.admin(`update public.email_outbox set created_at = now() - interval '25 hours'`);
      const row = leadRow({ email: 'old@example.com' });
      await db.exec(ACTORS.anon, insertLeadSql(row));
      expect((await jobsFor(row.id))[0]?.status).toBe('pending');
    });
  });

  describe('who may read and write the outbox', () => {
    beforeEach(() => db.exec(ACTORS.anon, insertLeadSql(leadRow())));

    it('anon has no privilege on it at all', async () => {
      await expect(db.rows(ACTORS.anon, 'select * from public.email_outbox')).rejects.toMatchObject({ code: '42501' });
    });

    it('a signed-in non-staff user sees no rows; staff see them all', async () => {
      expect(await db.rows(ACTORS.member, 'select * from public.email_outbox')).toEqual([]);
      expect(await db.rows(ACTORS.staff, 'select * from public.email_outbox')).toHaveLength(2);
    });

    it.each([
      ['anon', ACTORS.anon],
      ['a non-staff user', ACTORS.member],
      ['staff', ACTORS.staff],
    ] as [string, TestActor][])('%s cannot insert, update or delete jobs', async (_, actor) => {
      const insert = `insert into public.email_outbox (kind, recipient, template, source_table) values ('toolkit', 'x@y.example', '{}', 'x')`;
      await expect(db.exec(actor, insert)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(actor, `update public.email_outbox set status = 'pending'`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.exec(actor, 'delete from public.email_outbox')).rejects.toMatchObject({ code: '42501' });
      expect(await jobs(`status = 'pending'`)).toHaveLength(2);
    });

    it.each([
      ['anon', ACTORS.anon],
      ['a non-staff user', ACTORS.member],
      ['staff', ACTORS.staff],
    ] as [string, TestActor][])('%s can neither read the settings nor call the sender functions', async (_, actor) => {
      await expect(db.rows(actor, 'select * from private.email_settings')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(actor, 'select * from private.claim_email_jobs()')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(actor, `select private.enqueue_staff_notification('x', 'x', '[]', '/', null, 'x', null)`)).rejects.toMatchObject({
        code: '42501',
      });
    });
  });

  describe('the sender functions (service_role)', () => {
    const claim = (max = 10) => db.rows<Job>(ACTORS.service, `select * from private.claim_email_jobs(${max})`);

    it('claims due jobs once: a second claim finds nothing while the first holds them', async () => {
      await db.exec(ACTORS.anon, insertLeadSql(leadRow()));
      const first = await claim();
      expect(first.map((j) => [j.status, j.attempts])).toEqual([
        ['sending', 1],
        ['sending', 1],
      ]);
      expect(await claim()).toEqual([]);
    });

    it('never claims suppressed jobs', async () => {
      await db.admin('update private.email_settings set toolkit_daily_cap = 0');
      await db.exec(ACTORS.anon, insertLeadSql(leadRow()));
      expect((await claim()).map((j) => j.kind)).toEqual(['staff_notification']);
    });

    it('complete marks sent with the provider id', async () => {
      await db.exec(ACTORS.anon, insertLeadSql(leadRow()));
      const [job] = await claim(1);
      await db.exec(ACTORS.service, `select private.complete_email_job('${job?.id}', 're_123')`);
      const [after] = await jobs(`id = '${job?.id}'`);
      expect(after).toMatchObject({ status: 'sent', provider_id: 're_123' });
    });

    it('fail backs off exponentially, then gives up after max_attempts', async () => {
      await db.admin('update private.email_settings set max_attempts = 3, toolkit_daily_cap = 0');
      await db.exec(ACTORS.anon, insertLeadSql(leadRow()));
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const [job] = await claim();
        expect(job?.attempts).toBe(attempt);
        await db.exec(ACTORS.service, `select private.fail_email_job('${job?.id}', 'HTTP 500 attempt ${attempt}')`);
        const [state] = await db.rows<{ status: string; delay: number; last_error: string }>(
          ACTORS.service,
          `select status, last_error, round(extract(epoch from next_attempt_at - now()) / 60)::int as delay
             from public.email_outbox where id = '${job?.id}'`,
        );
        delays.push(state!.delay);
        expect(state?.last_error).toBe(`HTTP 500 attempt ${attempt}`);
        expect(state?.status).toBe(attempt < 3 ? 'pending' : 'failed');
        await db.admin(`update public.email_outbox set next_attempt_at = now() where id = '${job?.id}'`);
      }
      expect(delays.slice(0, 2)).toEqual([1, 2]);
      expect(await claim()).toEqual([]);
    });

    // Issue 29 section 6: a batch of 20 can take 20 x (15 s email + 15 s webhook); a shorter lease let a
    // second run claim a job still being sent, and post its chat message again.
    it('the lease outlasts the worst case of the whole batch it covers', async () => {
      await db.exec(ACTORS.anon, insertLeadSql(leadRow()));
      const [lease] = await db.rows<{ seconds: number }>(
        ACTORS.service,
        `select min(extract(epoch from next_attempt_at - now()))::int as seconds from private.claim_email_jobs(20)`,
      );
      expect(lease!.seconds).toBeGreaterThanOrEqual(20 * 30);
      // Asking for a short lease does not shorten it below the batch's worst case.
      await db.admin(`update public.email_outbox set status = 'pending', next_attempt_at = now()`);
      const [short] = await db.rows<{ seconds: number }>(
        ACTORS.service,
        `select min(extract(epoch from next_attempt_at - now()))::int as seconds from private.claim_email_jobs(5, interval '1 second')`,
      );
      expect(short!.seconds).toBeGreaterThanOrEqual(5 * 30);
    });

    it('a job whose sender died mid-send is claimed again once its lease is over', async () => {
      await db.admin('update private.email_settings set toolkit_daily_cap = 0');
      await db.exec(ACTORS.anon, insertLeadSql(leadRow()));
      const [job] = await claim();
      expect(await claim()).toEqual([]);
      await db.admin(`update public.email_outbox set next_attempt_at = now() - interval '1 second' where id = '${job?.id}'`);
      expect((await claim()).map((j) => [j.id, j.attempts])).toEqual([[job?.id, 2]]);
    });
  });

  // Issue 29 section 4: the function connects as email_sender, which may run the sender functions and
  // nothing else.
  describe('the email_sender login role', () => {
    it('claims, completes and fails jobs through the sender functions', async () => {
      await db.exec(ACTORS.anon, insertLeadSql(leadRow()));
      const [job, other] = await db.rows<Job>(ACTORS.sender, 'select * from private.claim_email_jobs(10)');
      await db.exec(ACTORS.sender, `select private.complete_email_job('${job?.id}', 're_1')`);
      const [failed] = await db.rows<{ status: string }>(
        ACTORS.sender,
        `select private.fail_email_job('${other?.id}', 'HTTP 500', false) as status`,
      );
      expect(failed?.status).toBe('pending');
      expect((await jobs()).map((j) => j.status).sort()).toEqual(['pending', 'sent']);
      expect(await db.rows(ACTORS.sender, 'select private.email_webhook_url() as url')).toEqual([{ url: null }]);
    });

    it.each([
      'select * from public.email_outbox',
      'select * from public.custom_builder_leads',
      'select * from public.onboarding_submissions',
      'select * from private.email_settings',
      'select * from private.staff',
      `select private.enqueue_staff_notification('x', 'x', '[]', '/', null, 'x', null)`,
    ])('may not run %s', async (sql) => {
      await expect(db.rows(ACTORS.sender, sql)).rejects.toMatchObject({ code: '42501' });
    });

    it('may execute exactly the sender functions in the private schema', async () => {
      const [row] = await db.rows<{ functions: string[] }>(
        ACTORS.service,
        `select array_agg(p.oid::regprocedure::text order by p.oid::regprocedure::text) as functions
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('private', 'public') and has_function_privilege('email_sender', p.oid, 'execute')`,
      );
      expect(row?.functions).toEqual([
        'private.claim_email_jobs(integer,interval)',
        'private.complete_email_job(uuid,text)',
        'private.email_webhook_url()',
        // Queue the owners' digests and the trial reminders at the start of each run
        // (20261201001700_owner_digest.sql, 20261201001200_widget_plans.sql).
        'private.enqueue_owner_digests()',
        'private.enqueue_trial_reminders()',
        'private.fail_email_job(uuid,text,boolean)',
        'private.unsubscribe(text)',
      ]);
    });

    it('may not change the outbox directly', async () => {
      await expect(db.exec(ACTORS.sender, `update public.email_outbox set status = 'sent'`)).rejects.toMatchObject({ code: '42501' });
    });
  });
});
