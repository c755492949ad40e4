import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { literal } from './support/sql-literal';

/**
 * "Email me this report" (issue 25) on each real engine: the visitor's lead is inserted with their own
 * rights, the report is tied to it and rides in the lead's toolkit email (behind the same mail limits),
 * once per report; nobody attaches a report to a lead they did not just send.
 */
const REPORT = {
  groups: [
    { id: 'found', label: 'Be found', grade: 'D', checks: [{ id: 'title', passed: true }, { id: 'map', passed: false }] },
    { id: 'convert', label: 'Turn visitors into customers', grade: 'F', checks: [{ id: 'booking', passed: false }] },
  ],
};

const lead = (overrides: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  business_name: 'Bella Vista',
  business_type: 'restaurant',
  goals: ['leads', 'bookings'],
  current_challenges: ['competition'],
  website_url: 'https://bistro.example/',
  email: 'maria@bellavista.example',
  shortlist: [54, 3],
  ...overrides,
});

describe.each(engineFactories())('the site check report by email on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  }, 240_000);
  afterAll(() => db?.close());
  beforeEach(() =>
    db.admin(
      'delete from public.site_check_reports; delete from public.email_outbox; delete from public.custom_builder_leads; delete from private.insert_rate_log;',
    ),
  );

  const saveReport = async () =>
    (
      await db.rows<{ token: string }>(
        ACTORS.siteChecker,
        `select private.save_site_check_report('https://bistro.example/', 'bistro.example', ${literal(JSON.stringify(REPORT))}::jsonb, 41, 'restaurants') as token`,
      )
    )[0]?.token as string;
  const emailReport = (token: string, body: object, actor = ACTORS.anon) =>
    db.rows<{ r: unknown }>(actor, `select public.email_site_check_report(${literal(token)}, ${literal(JSON.stringify(body))}::jsonb) as r`);

  it('makes a lead, ties the report to it and puts the report in the toolkit email, once', async () => {
    const token = await saveReport();
    const body = lead();
    expect(await emailReport(token, body)).toEqual([{ r: { emailed: true } }]);

    const [report] = await db.rows<{ email: string; lead_id: string }>(ACTORS.staff, 'select email, lead_id from public.site_check_reports');
    expect(report).toEqual({ email: body.email, lead_id: body.id });
    const [stored] = await db.rows<Record<string, unknown>>(ACTORS.staff, 'select business_name, website_url, shortlist from public.custom_builder_leads');
    expect(stored).toEqual({ business_name: 'Bella Vista', website_url: 'https://bistro.example/', shortlist: [54, 3] });

    const jobs = await db.rows<{ recipient: string; status: string; template: { siteCheck?: unknown } }>(
      ACTORS.staff,
      `select recipient, status, template from public.email_outbox where kind = 'toolkit'`,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ recipient: body.email, status: 'pending' });
    expect(jobs[0]?.template.siteCheck).toEqual({
      reportUrl: `http://localhost:5173/site-check/r/${token}`,
      host: 'bistro.example',
      score: 41,
      grades: [
        { label: 'Be found', grade: 'D' },
        { label: 'Turn visitors into customers', grade: 'F' },
      ],
      gaps: ['map', 'booking'],
    });

    // The same report again, to anyone: refused, and the second lead is not kept either.
    await expect(emailReport(token, lead({ email: 'someone@else.example' }))).rejects.toMatchObject({ code: 'P0001' });
    expect(await db.rows(ACTORS.staff, 'select id from public.custom_builder_leads')).toHaveLength(1);
    expect(await db.rows(ACTORS.staff, 'select id from public.email_outbox where kind = $$toolkit$$')).toHaveLength(1);
  });

  it('refuses a token nobody issued, and keeps no lead', async () => {
    await expect(emailReport('0'.repeat(64), lead())).rejects.toMatchObject({ code: 'P0001' });
    await expect(emailReport('not-a-token', lead())).rejects.toMatchObject({ code: 'P0001' });
    expect(await db.rows(ACTORS.staff, 'select id from public.custom_builder_leads')).toEqual([]);
  });

  it("applies the builder's rules to the lead: a bad email or an unknown type is refused", async () => {
    const token = await saveReport();
    await expect(emailReport(token, lead({ email: '1<victim@example.com>' }))).rejects.toMatchObject({ code: '23514' });
    await expect(emailReport(token, lead({ business_type: 'casino' }))).rejects.toMatchObject({ code: '23514' });
    const [report] = await db.rows<{ email: string | null }>(ACTORS.staff, 'select email from public.site_check_reports');
    expect(report?.email).toBeNull();
  });

  it("cannot tie a report to someone else's lead: attaching on its own finds no lead from this request", async () => {
    const token = await saveReport();
    const earlier = lead();
    await db.admin(`insert into public.custom_builder_leads (id, business_name, business_type, goals, current_challenges, email)
      values (${literal(earlier.id)}, 'Other', 'salon', '{leads}', '{time}', 'other@salon.example')`);
    await expect(
      db.rows(ACTORS.anon, `select public.attach_site_check_report(${literal(token)}, ${literal(earlier.id)}) as r`),
    ).rejects.toMatchObject({ code: '22023' });
    const [report] = await db.rows<{ lead_id: string | null }>(ACTORS.staff, 'select lead_id from public.site_check_reports');
    expect(report?.lead_id).toBeNull();
  });

  it('counts against the same mail limits as the toolkit email: past the daily cap the report is kept, not sent', async () => {
    await db.admin('update private.email_settings set toolkit_daily_cap = 1');
    try {
      const first = await saveReport();
      await emailReport(first, lead({ email: 'owner@bistro.example' }));
      const second = await saveReport();
      await emailReport(second, lead({ email: 'Owner+again@bistro.example' }));
      const jobs = await db.rows<{ status: string }>(ACTORS.staff, `select status from public.email_outbox where kind = 'toolkit' order by created_at, status`);
      expect(jobs.map((j) => j.status).sort()).toEqual(['pending', 'suppressed']);
    } finally {
      await db.admin('update private.email_settings set toolkit_daily_cap = 3');
    }
  });
});
