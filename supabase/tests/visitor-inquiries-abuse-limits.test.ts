import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { contactRow, demoRow, insertInquirySql } from './support/inquiry-rows';
import { literal } from './support/sql-literal';

/*
 * The flood limits of supabase/migrations/20261123000100_abuse_limits.sql, attached to visitor_inquiries:
 * one row per API insert and 10 enquiries per 10 minutes per address, as PostgREST would run them.
 */
const fromAddress = (actor: TestActor, address: string): TestActor => ({
  ...actor,
  headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
});

describe.each(engineFactories())('visitor_inquiries abuse limits on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
  });
  afterAll(() => db?.close());

  const stored = async (name: string) =>
    (
      await db.rows<{ n: number }>(
        ACTORS.service,
        `select count(*)::integer as n from public.visitor_inquiries where full_name like ${literal(`${name}%`)}`,
      )
    )[0]?.n;

  it('refuses a multi-row insert (a JSON-array POST), storing nothing', async () => {
    const flood = `
      insert into public.visitor_inquiries (id, kind, source, full_name, email)
      select gen_random_uuid(), 'demo', 'ad2conversion', 'Flood ' || i, 'flood' || i || '@example.com'
      from generate_series(1, 500) as i`;
    await expect(db.exec(fromAddress(ACTORS.anon, '198.51.100.7'), flood)).rejects.toMatchObject({
      code: expect.stringMatching(/^PT4(13|29)$/),
    });
    expect(await stored('Flood')).toBe(0);
  });

  it('refuses the 11th enquiry from one address with PT429, while another address goes on', async () => {
    const client = fromAddress(ACTORS.anon, '198.51.100.8');
    for (let i = 0; i < 10; i += 1) {
      const row = i % 2 ? demoRow({ full_name: `Limited ${i}` }) : contactRow({ full_name: `Limited ${i}` });
      expect(await db.exec(client, insertInquirySql(row))).toBe(1);
    }
    await expect(db.exec(client, insertInquirySql(demoRow({ full_name: 'Limited 11' })))).rejects.toMatchObject({
      code: 'PT429',
    });
    expect(await stored('Limited')).toBe(10);
    expect(await db.exec(fromAddress(ACTORS.anon, '198.51.100.9'), insertInquirySql(demoRow()))).toBe(1);
  });
});
