import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';
import { literal } from './support/sql-literal';

type Job = { id: string; kind: string; recipient: string; status: string; last_error: string | null; template: Record<string, unknown> };

/**
 * Issue 29 section 2, the "mail cannon": every lead emails the address typed. Replayed as a visitor's
 * insert (anon) on PGlite and PostgreSQL 15: variants of one mailbox share its cap, an unsubscribed
 * mailbox is never queued again, and a burst from many addresses stops at the hourly ceiling.
 */
describe.each(engineFactories())('mail limits on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  }, 240_000);
  afterAll(() => db?.close());
  beforeEach(() =>
    db.admin(`delete from public.email_outbox; delete from private.email_suppressions;
      update private.email_settings set toolkit_daily_cap = 3, visitor_email_hourly_cap = 60, ceiling_notified_at = null,
        toolkit_visitor_daily_cap = 5, toolkit_domain_daily_cap = 10;`),
  );

  const lead = (email: string) => db.exec(ACTORS.anon, insertLeadSql(leadRow({ email })));
  const toolkitJobs = () =>
    db.rows<Job>(ACTORS.service, `select * from public.email_outbox where kind = 'toolkit' order by created_at, id`);
  /** Each attempt is either refused by the database or kept as a job that is never sent. */
  const refusedOrSuppressed = async (email: string) => {
    const before = (await toolkitJobs()).length;
    try {
      await lead(email);
    } catch (error) {
      expect(error).toMatchObject({ code: '23514' });
      return 'refused';
    }
    const jobs = await toolkitJobs();
    expect(jobs).toHaveLength(before + 1);
    return jobs.at(-1)!.status;
  };

  it.each([
    ['victim@gmail.com', 'victim@gmail.com'],
    ['Victim+promo@Gmail.com', 'victim@gmail.com'],
    ['v.i.c.t.i.m@googlemail.com', 'victim@gmail.com'],
    ['victim@gmail.com.', 'victim@gmail.com'],
    ['first.last+x@Example.COM', 'first.last@example.com'],
  ])('normalises %s to the mailbox %s', async (address, mailbox) => {
    const [row] = await db.rows<{ mailbox: string }>(ACTORS.service, `select private.normalized_mailbox(${literal(address)}) as mailbox`);
    expect(row?.mailbox).toBe(mailbox);
  });

  it('after three toolkit emails to victim@gmail.com, its variants are refused or suppressed', async () => {
    for (let i = 0; i < 3; i += 1) await lead('victim@gmail.com');
    expect((await toolkitJobs()).map((j) => j.status)).toEqual(['pending', 'pending', 'pending']);
    const outcomes: Record<string, string> = {};
    for (const variant of ['victim+1@gmail.com', 'v.ictim@gmail.com', 'victim@gmail.com.', '1<victim@gmail.com>', 'VICTIM@googlemail.com']) {
      outcomes[variant] = await refusedOrSuppressed(variant);
    }
    expect(outcomes).toEqual({
      'victim+1@gmail.com': 'suppressed',
      'v.ictim@gmail.com': 'suppressed',
      'victim@gmail.com.': 'refused',
      '1<victim@gmail.com>': 'refused',
      'VICTIM@googlemail.com': 'suppressed',
    });
    expect((await toolkitJobs()).filter((j) => j.status === 'pending')).toHaveLength(3);
    // Another mailbox is not affected.
    expect(await refusedOrSuppressed('someone.else@gmail.com')).toBe('pending');
  });

  it('puts a one-click unsubscribe link in every toolkit job; once used, the mailbox is never queued again', async () => {
    await lead('owner@bistro.example');
    await lead('owner+second@bistro.example');
    const [first, second] = await toolkitJobs();
    const url = String(first?.template.unsubscribeUrl);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:54321\/functions\/v1\/unsubscribe\?token=[0-9a-f]{64}$/);
    // One token per mailbox, unguessable, and the same for its +tag variant.
    expect(second?.template.unsubscribeUrl).toBe(url);
    await lead('other@bistro.example');
    expect((await toolkitJobs())[2]?.template.unsubscribeUrl).not.toBe(url);

    const token = url.split('token=')[1]!;
    // The unsubscribe endpoint's call, as the sender's login role.
    expect(await db.rows(ACTORS.sender, `select private.unsubscribe(${literal(token)}) as ok`)).toEqual([{ ok: true }]);
    expect(await db.rows(ACTORS.sender, `select private.unsubscribe(${literal('0'.repeat(64))}) as ok`)).toEqual([{ ok: false }]);
    // What was still waiting is not sent; what comes later is never queued, whatever the spelling.
    expect((await toolkitJobs()).map((j) => j.status)).toEqual(['suppressed', 'suppressed', 'pending']);
    for (const variant of ['owner@bistro.example', 'Owner+again@Bistro.example', 'owner@bistro.example.']) {
      expect(['suppressed', 'refused']).toContain(await refusedOrSuppressed(variant));
    }
    const last = (await toolkitJobs()).at(-1);
    expect(last).toMatchObject({ status: 'suppressed', last_error: 'Not sent: this address unsubscribed' });
    // Raising the daily cap does not bring it back.
    await db.admin('update private.email_settings set toolkit_daily_cap = 50');
    expect(await refusedOrSuppressed('owner@bistro.example')).toBe('suppressed');
  });

  it('nobody but the sender can unsubscribe through the function, or read the list and tokens', async () => {
    for (const actor of [ACTORS.anon, ACTORS.member, ACTORS.staff]) {
      await expect(db.rows(actor, `select private.unsubscribe('x')`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(actor, 'select * from private.email_suppressions')).rejects.toMatchObject({ code: '42501' });
      await expect(db.rows(actor, 'select * from private.unsubscribe_tokens')).rejects.toMatchObject({ code: '42501' });
    }
    await expect(db.rows(ACTORS.sender, 'select * from private.unsubscribe_tokens')).rejects.toMatchObject({ code: '42501' });
  });

  it('holds the global hourly ceiling under a burst from many addresses, and tells staff once', async () => {
    await db.admin('update private.email_settings set visitor_email_hourly_cap = 5');
    await Promise.all(Array.from({ length: 12 }, (_, i) => lead(`burst${i}@example${i}.com`)));
    const statuses = (await toolkitJobs()).map((j) => j.status);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'suppressed')).toHaveLength(7);
    const notices = await db.rows<Job>(
      ACTORS.service,
      `select * from public.email_outbox where kind = 'staff_notification' and template ->> 'event' = 'email_ceiling'`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ recipient: 'team@localboost.example', status: 'pending' });
    // Staff still hear about every lead.
    expect(
      await db.rows(ACTORS.service, `select 1 from public.email_outbox where kind = 'staff_notification' and template ->> 'event' = 'lead'`),
    ).toHaveLength(12);
    // Once the hour has passed, visitor emails go out again.
    await db.admin(`update public.email_outbox set created_at = now() - interval '61 minutes'`);
    expect(await refusedOrSuppressed('later@example.com')).toBe('pending');
  });

  describe('caps per visitor and per domain (issue 43, item 10)', () => {
    const leadFrom = (address: string, email: string) =>
      db.exec({ ...ACTORS.anon, headers: { 'x-forwarded-for': address } }, insertLeadSql(leadRow({ email })));
    const statuses = async () => (await toolkitJobs()).map((j) => j.status);

    it('a catch-all domain gets at most its daily cap, however many addresses; shared providers are not capped by domain', async () => {
      for (let i = 0; i < 12; i += 1) await leadFrom(`203.0.113.${i}`, `box${i}@victim.fastmail.com`);
      expect((await statuses()).filter((s) => s === 'pending')).toHaveLength(10);
      const [last] = (await toolkitJobs()).slice(-1);
      expect(last?.last_error).toBe('Not sent: the domain victim.fastmail.com already had 10 toolkit emails in 24 hours');
      for (let i = 0; i < 12; i += 1) await leadFrom(`198.51.100.${i}`, `person${i}@gmail.com`);
      expect((await statuses()).filter((s) => s === 'pending')).toHaveLength(22);
    });

    it('one visitor with many addresses gets at most the per-visitor cap, and cannot use up the hourly ceiling', async () => {
      for (let i = 0; i < 8; i += 1) await leadFrom('203.0.113.77', `owner${i}@bistro-${i}.example`);
      expect((await statuses()).filter((s) => s === 'pending')).toHaveLength(5);
      expect((await toolkitJobs()).at(-1)?.last_error).toBe('Not sent: this visitor already had 5 toolkit emails sent in 24 hours');
      // Everyone else's toolkit email still goes.
      expect(await (async () => {
        await leadFrom('203.0.113.78', 'someone@another.example');
        return (await toolkitJobs()).at(-1)?.status;
      })()).toBe('pending');
    });

    it('follows the settings', async () => {
      await db.admin('update private.email_settings set toolkit_visitor_daily_cap = 0');
      await leadFrom('203.0.113.90', 'owner@zero.example');
      expect(await statuses()).toEqual(['suppressed']);
    });
  });
});
