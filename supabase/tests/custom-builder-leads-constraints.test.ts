import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_VALUES, CHALLENGE_IDS, GOAL_IDS } from '../../src/lib/leads/lead-options';
import { LEAD_LIMITS } from '../../src/lib/leads/lead-limits';
import { ACTORS } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { insertLeadSql, leadRow, type LeadRow } from './support/lead-rows';

/**
 * The CHECK constraints refuse each kind of bad row a hostile client could send past the form, and
 * accept exactly what the form's zod schema accepts at its limits.
 */
describe.each(engineFactories())('custom_builder_leads constraints on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
  });
  afterAll(() => db?.close());

  const insert = (overrides: Partial<LeadRow>) => db.exec(ACTORS.anon, insertLeadSql(leadRow(overrides)));

  it.each<[string, Partial<LeadRow>]>([
    ['a blank business name', { business_name: '' }],
    ['a whitespace-only business name', { business_name: '   ' }],
    ['an untrimmed business name', { business_name: ' Bistro ' }],
    ['a business name one over the limit', { business_name: 'x'.repeat(LEAD_LIMITS.businessName + 1) }],
    ['an unknown business type', { business_type: 'casino' }],
    ['no goals', { goals: [] }],
    ['an unknown goal id', { goals: ['leads', 'world-domination'] }],
    ['no challenges', { current_challenges: [] }],
    ['an unknown challenge id', { current_challenges: ['time', 'zombies'] }],
    ['a javascript: website', { website_url: 'javascript:alert(1)' }],
    ['an ftp:// website', { website_url: 'ftp://x' }],
    ['a website with no host', { website_url: 'https://' }],
    ['a website over the limit', { website_url: `https://example.com/${'a'.repeat(LEAD_LIMITS.websiteUrl)}` }],
    ['an email without @', { email: 'maria.example.com' }],
    ['an email without a dot in the domain', { email: 'maria@localhost' }],
    ['an email with a space', { email: 'maria @example.com' }],
    ['an email over the limit', { email: `${'a'.repeat(LEAD_LIMITS.email)}@example.com` }],
  ])('refuses %s (23514)', async (_, overrides) => {
    await expect(insert(overrides)).rejects.toMatchObject({ code: '23514' });
  });

  it.each(['business_name', 'business_type', 'goals', 'current_challenges', 'email'] as const)(
    'refuses a null %s (23502)',
    async (column) => {
      const row = { ...leadRow(), [column]: null } as unknown as LeadRow;
      await expect(db.exec(ACTORS.anon, insertLeadSql(row))).rejects.toMatchObject({ code: '23502' });
    },
  );

  it.each<[string, Partial<LeadRow>]>([
    ['a name at the limit', { business_name: 'x'.repeat(LEAD_LIMITS.businessName) }],
    ['a name with inner spaces and an apostrophe', { business_name: "Joe's  Pizza & Co." }],
    ['no website', { website_url: null }],
    ['an http website', { website_url: 'http://bistro.example.com' }],
    ['an upper-case scheme', { website_url: 'HTTPS://Bistro.Example.com/menu?x=1' }],
    ['a website at the limit', { website_url: `https://example.com/${'a'.repeat(LEAD_LIMITS.websiteUrl - 20)}` }],
    ['an email at the limit', { email: `${'a'.repeat(LEAD_LIMITS.email - 12)}@example.com` }],
    ['every goal and challenge', { goals: [...GOAL_IDS], current_challenges: [...CHALLENGE_IDS] }],
  ])('accepts %s', async (_, overrides) => {
    expect(await insert(overrides)).toBe(1);
  });

  it.each(BUSINESS_TYPE_VALUES)('accepts business type %s', async (businessType) => {
    expect(await insert({ business_type: businessType })).toBe(1);
  });
});
