import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { insertLeadSql, leadRow, type LeadRow } from './support/lead-rows';
import { insertOnboardingSql, onboardingRow } from './support/onboarding-rows';
import { literal } from './support/sql-literal';

/**
 * Issue 9 section 2, each reproduced attack replayed as the API would run it: statements run as the API
 * role with the request settings PostgREST sets (request.jwt.claims, and request.headers carrying the
 * x-forwarded-for the gateway adds), on PGlite and PostgreSQL 15.
 */
let nextAddress = 1;
/** A client no other test has used, so each test starts with empty counters. */
const freshAddress = () => `203.0.113.${nextAddress++}`;
/** Whatever a client writes into x-forwarded-for itself: a different address every request. */
const forgedAddress = () => `192.0.2.${Math.floor(Math.random() * 254) + 1}`;
/**
 * A request as the gateway in front of PostgREST passes it on: the client's own (forged) header, with
 * the address the gateway saw appended (Kong, most CDNs). The default setting trusts one hop.
 */
const fromAddress = (actor: TestActor, address: string): TestActor => ({
  ...actor,
  headers: { 'x-forwarded-for': `${forgedAddress()}, ${address}`, 'content-type': 'application/json' },
});

/** What PostgREST runs for a JSON-array POST of `count` leads: one insert ... select. */
const bulkLeadsSql = (marker: string, count: number) => `
  insert into public.custom_builder_leads (id, business_name, business_type, goals, current_challenges, email)
  select gen_random_uuid(), ${literal(marker)} || ' ' || i, 'restaurant', array['leads'], array['time'], 'bulk' || i || '@example.com'
  from generate_series(1, ${count}) as i`;

describe.each(engineFactories())('abuse limits on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  });
  afterAll(() => db?.close());

  const storedLeads = async (marker: string) =>
    (
      await db.rows<{ n: number }>(
        ACTORS.service,
        `select count(*)::integer as n from public.custom_builder_leads where business_name like ${literal(`${marker}%`)}`,
      )
    )[0]?.n;

  describe('one row per insert', () => {
    // The statement-level check refuses any count above one, so 500 rows replay the flood at a tenth of
    // the 5,000 the attack sent (each row still runs every row trigger and check before the refusal).
    it('refuses the 500-row insert ... select an anonymous JSON-array POST runs, storing nothing', async () => {
      await expect(db.exec(fromAddress(ACTORS.anon, freshAddress()), bulkLeadsSql('Flood', 500))).rejects.toMatchObject({
        code: expect.stringMatching(/^PT4(13|29)$/),
      });
      await expect(db.exec(ACTORS.anon, bulkLeadsSql('Flood', 500))).rejects.toMatchObject({ code: 'PT413' });
      expect(await storedLeads('Flood')).toBe(0);
    });

    it.each([
      ['anon', ACTORS.anon],
      ['a signed-in non-staff user', ACTORS.member],
      ['staff', ACTORS.staff],
    ] as const)('refuses a two-row insert from %s (PT413, HTTP 413)', async (_, actor) => {
      await expect(db.exec(fromAddress(actor, freshAddress()), bulkLeadsSql('Pair', 2))).rejects.toMatchObject({
        code: 'PT413',
        message: expect.stringContaining('Only one row may be inserted per request'),
      });
      const rows = [onboardingRow(), onboardingRow()];
      const twoSubmissions = `${insertOnboardingSql(rows[0]!)}, (${insertOnboardingSql(rows[1]!).split(' values (')[1]}`;
      await expect(db.exec(fromAddress(actor, freshAddress()), twoSubmissions)).rejects.toMatchObject({ code: 'PT413' });
      expect(await storedLeads('Pair')).toBe(0);
    });

    it('still lets service_role and the database owner insert several rows (server code, seeds)', async () => {
      expect(await db.exec(ACTORS.service, bulkLeadsSql('Server batch', 3))).toBe(3);
      await db.admin(`${bulkLeadsSql('Owner batch', 3)};`);
      expect(await storedLeads('Server batch')).toBe(3);
      expect(await storedLeads('Owner batch')).toBe(3);
    });
  });

  describe('array columns', () => {
    const insertWithGoals = (goalsSql: string, column: 'goals' | 'current_challenges' = 'goals') => {
      const row = leadRow();
      const sql = insertLeadSql(row).replace(
        literal(row[column]),
        goalsSql,
      );
      return db.exec(fromAddress(ACTORS.anon, freshAddress()), sql);
    };

    it.each<[string, string, 'goals' | 'current_challenges']>([
      ['100,000 goals', `array_fill('leads'::text, array[100000])`, 'goals'],
      ['a two-dimensional goals array', `array[array['leads', 'reviews'], array['social', 'bookings']]::text[]`, 'goals'],
      ['a duplicated goal', `array['leads', 'leads']::text[]`, 'goals'],
      ['seven goals (more than there are options)', `array['leads', 'bookings', 'retention', 'reviews', 'social', 'automation', 'leads']::text[]`, 'goals'],
      ['a null goal', `array['leads', null]::text[]`, 'goals'],
      ['an array not starting at 1', `'[2:3]={leads,reviews}'::text[]`, 'goals'],
      ['a two-dimensional challenges array', `array[array['time'], array['budget']]::text[]`, 'current_challenges'],
      ['a duplicated challenge', `array['time', 'budget', 'time']::text[]`, 'current_challenges'],
    ])('refuses %s (23514)', async (_, sql, column) => {
      await expect(insertWithGoals(sql, column)).rejects.toMatchObject({ code: '23514' });
    });

    it('accepts every option once', async () => {
      expect(await insertWithGoals(`array['leads', 'bookings', 'retention', 'reviews', 'social', 'automation']::text[]`)).toBe(1);
    });
  });

  describe('rate limit: 10 inserts per 10 minutes per address per table', () => {
    const insertLead = (actor: TestActor, overrides: Partial<LeadRow> = {}) => db.exec(actor, insertLeadSql(leadRow(overrides)));

    it('refuses the 11th lead from one address with PT429 (HTTP 429), while other addresses and tables go on', async () => {
      const address = freshAddress();
      const client = fromAddress(ACTORS.anon, address);
      for (let i = 0; i < 10; i += 1) expect(await insertLead(client, { business_name: `Limited ${i}` })).toBe(1);
      await expect(insertLead(client, { business_name: 'Limited 11' })).rejects.toMatchObject({
        code: 'PT429',
        message: expect.stringContaining('Too many submissions from this address'),
      });
      // A signed-in session from the same address shares the address's allowance.
      await expect(insertLead(fromAddress(ACTORS.member, address))).rejects.toMatchObject({ code: 'PT429' });
      expect(await storedLeads('Limited')).toBe(10);

      expect(await insertLead(fromAddress(ACTORS.anon, freshAddress()))).toBe(1);
      expect(await db.exec(client, insertOnboardingSql(onboardingRow()))).toBe(1);
    });

    it('counts only stored rows: refused rows do not use up the allowance', async () => {
      const client = fromAddress(ACTORS.anon, freshAddress());
      for (let i = 0; i < 12; i += 1) {
        await expect(insertLead(client, { email: 'bad@example.com?bcc=x' })).rejects.toMatchObject({ code: '23514' });
      }
      expect(await insertLead(client)).toBe(1);
    });

    it('allows the address again once its counters are older than the window, and prunes them', async () => {
      const address = freshAddress();
      const client = fromAddress(ACTORS.anon, address);
      for (let i = 0; i < 10; i += 1) await insertLead(client);
      await expect(insertLead(client)).rejects.toMatchObject({ code: 'PT429' });
      await db.admin(
        `update private.insert_rate_log set inserted_at = inserted_at - interval '10 minutes 1 second' where address = ${literal(address)};`,
      );
      expect(await insertLead(client)).toBe(1);
      // Only the owner can read the counters; it reports their number through an error message.
      const report = db.admin(
        `do $$ begin raise exception 'counters: %', (select count(*) from private.insert_rate_log where address = ${literal(address)}); end $$;`,
      );
      await expect(report).rejects.toThrow(/counters: 1$/);
    });

    it('counts one IPv6 /64 as one client, so rotating addresses inside it does not help', async () => {
      for (let i = 1; i <= 10; i += 1) expect(await insertLead(fromAddress(ACTORS.anon, `2001:db8:7:7::${i.toString(16)}`))).toBe(1);
      await expect(insertLead(fromAddress(ACTORS.anon, '2001:db8:7:7:ffff::1'))).rejects.toMatchObject({ code: 'PT429' });
      expect(await insertLead(fromAddress(ACTORS.anon, '2001:db8:7:8::1'))).toBe(1);
    });

    it('puts API requests with no or an unreadable address in one shared bucket (fails closed)', async () => {
      const noAddress: TestActor = { ...ACTORS.anon, headers: { 'content-type': 'application/json' } };
      for (let i = 0; i < 10; i += 1) expect(await insertLead(noAddress)).toBe(1);
      await expect(insertLead(noAddress)).rejects.toMatchObject({ code: 'PT429' });
      const garbage: TestActor = { ...ACTORS.anon, headers: { 'x-forwarded-for': 'not-an-address' } };
      for (let i = 0; i < 10; i += 1) expect(await insertLead(garbage)).toBe(1);
      await expect(insertLead({ ...ACTORS.anon, headers: { 'x-forwarded-for': 'also garbage' } })).rejects.toMatchObject({
        code: 'PT429',
      });
    });

    it('does not limit service_role or statements that did not come through the API', async () => {
      const service = fromAddress(ACTORS.service, freshAddress());
      for (let i = 0; i < 11; i += 1) expect(await insertLead(service)).toBe(1);
      for (let i = 0; i < 11; i += 1) expect(await insertLead(ACTORS.anon)).toBe(1);
    });

    // Issue 29 section 1: the first entry is whatever the client wrote, so keying on it gave every
    // request a fresh bucket.
    it('keys on the address the trusted proxy saw, not on a first entry the client forged', async () => {
      const client = (): TestActor => ({
        ...ACTORS.anon,
        headers: { 'x-forwarded-for': `${crypto.randomUUID().slice(0, 8)}, 198.51.100.7` },
      });
      for (let i = 0; i < 10; i += 1) expect(await insertLead(client(), { business_name: `Proxied ${i}` })).toBe(1);
      await expect(insertLead(client(), { business_name: 'Proxied 11' })).rejects.toMatchObject({ code: 'PT429' });
      await expect(
        insertLead({ ...ACTORS.anon, headers: { 'x-forwarded-for': `${forgedAddress()}, 198.51.100.7` } }),
      ).rejects.toMatchObject({ code: 'PT429' });
      expect(await storedLeads('Proxied')).toBe(10);
    });

    it('counts the configured number of trusted hops from the right, or reads the header the platform sets', async () => {
      try {
        // Behind a CDN and the gateway: client, then the CDN's address appended by the gateway.
        await db.admin('update private.client_address_settings set trusted_proxy_hops = 2;');
        const address = freshAddress();
        const viaCdn = (): TestActor => ({
          ...ACTORS.anon,
          headers: { 'x-forwarded-for': `${forgedAddress()}, ${address}, 10.9.9.9` },
        });
        for (let i = 0; i < 10; i += 1) expect(await insertLead(viaCdn())).toBe(1);
        await expect(insertLead(viaCdn())).rejects.toMatchObject({ code: 'PT429' });
        // Fewer entries than trusted hops: the request did not come through the proxies; shared bucket.
        await db.admin(`delete from private.insert_rate_log where address = 'unknown';`);
        for (let i = 0; i < 10; i += 1) expect(await insertLead({ ...ACTORS.anon, headers: { 'x-forwarded-for': '10.1.1.1' } })).toBe(1);
        await expect(insertLead({ ...ACTORS.anon, headers: { 'x-forwarded-for': '10.2.2.2' } })).rejects.toMatchObject({ code: 'PT429' });

        // A platform header (set by the edge, stripped from clients) wins over x-forwarded-for.
        await db.admin(`update private.client_address_settings set client_address_header = 'cf-connecting-ip';`);
        const edge = freshAddress();
        const viaEdge = (): TestActor => ({
          ...ACTORS.anon,
          headers: { 'cf-connecting-ip': edge, 'x-forwarded-for': `${forgedAddress()}, ${forgedAddress()}` },
        });
        for (let i = 0; i < 10; i += 1) expect(await insertLead(viaEdge())).toBe(1);
        await expect(insertLead(viaEdge())).rejects.toMatchObject({ code: 'PT429' });
      } finally {
        await db.admin('update private.client_address_settings set trusted_proxy_hops = 1, client_address_header = null;');
      }
    });

    it('refuses settings that cannot name a client', async () => {
      await expect(db.admin('update private.client_address_settings set trusted_proxy_hops = 0;')).rejects.toMatchObject({ code: '23514' });
      await expect(db.admin(`update private.client_address_settings set client_address_header = 'X-Real-IP';`)).rejects.toMatchObject({
        code: '23514',
      });
    });

    it('keeps the counters away from the API roles', async () => {
      for (const actor of [ACTORS.anon, ACTORS.member, ACTORS.staff]) {
        await expect(db.rows(actor, 'select * from private.insert_rate_log')).rejects.toMatchObject({ code: '42501' });
        await expect(db.exec(actor, 'delete from private.insert_rate_log')).rejects.toMatchObject({ code: '42501' });
      }
    });
  });
});
