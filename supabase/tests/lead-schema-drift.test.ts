import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_VALUES, CHALLENGE_IDS, GOAL_IDS } from '../../src/lib/leads/lead-options';
import { LEAD_LIMITS } from '../../src/lib/leads/lead-limits';
import { MIGRATIONS_DIR, readMigrations } from './support/sql-files';

/**
 * The migration's CHECK constraints repeat the form's limits and option lists. This test reads them
 * back out of the SQL and compares them with src/lib/leads, so changing one side without the other fails.
 */
const sql = readFileSync(join(MIGRATIONS_DIR, '20261122000200_custom_builder_leads.sql'), 'utf8');
// Added later with the abuse limits (one `add constraint ... check (...) not valid` per line).
const limitsSql = readFileSync(join(MIGRATIONS_DIR, '20261123000100_abuse_limits.sql'), 'utf8');

function addedConstraint(name: string): string {
  const match = new RegExp(`add constraint ${name}\\s+check \\((.*)\\) not valid[,;]`).exec(limitsSql);
  if (!match) throw new Error(`constraint ${name} not found in the abuse-limits migration`);
  return match[1] as string;
}

function constraint(name: string): string {
  const match = new RegExp(`constraint ${name}\\s+check \\(([\\s\\S]*?)\\),?\\n\\s*(?:[a-z_]+ |created_at|\\))`).exec(sql);
  if (!match) throw new Error(`constraint ${name} not found in the migration`);
  return match[1] as string;
}
const quoted = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);

/**
 * The business types as the newest migration that (re)defines their CHECK lists them: the list was widened
 * later (20261125000200_builder_niches.sql), so the first definition is no longer the one in force.
 */
function latestBusinessTypes(): string[] {
  const name = 'custom_builder_leads_business_type_check';
  const definition = new RegExp(`constraint ${name}\\s+check \\(business_type in \\(([^)]*)\\)\\)`, 'g');
  const lists = readMigrations().flatMap(({ sql: text }) => [...text.matchAll(definition)].map((m) => m[1] as string));
  const latest = lists.at(-1);
  if (!latest) throw new Error(`constraint ${name} not found in the migrations`);
  return quoted(latest);
}

describe('SQL constraints agree with the form schema', () => {
  it('business types (the newest definition of the CHECK)', () => {
    expect(latestBusinessTypes().sort()).toEqual([...BUSINESS_TYPE_VALUES].sort());
    // The first definition is still found, so a changed spelling of the CHECK cannot hide a migration.
    expect(quoted(constraint('custom_builder_leads_business_type_check'))).toHaveLength(9);
  });

  it('goal and challenge ids', () => {
    expect(quoted(constraint('custom_builder_leads_goals_check')).sort()).toEqual([...GOAL_IDS].sort());
    expect(quoted(constraint('custom_builder_leads_current_challenges_check')).sort()).toEqual([...CHALLENGE_IDS].sort());
  });

  it('length limits', () => {
    expect(constraint('custom_builder_leads_business_name_check')).toContain(`between 1 and ${LEAD_LIMITS.businessName}`);
    expect(constraint('custom_builder_leads_website_url_check')).toContain(`char_length(website_url) <= ${LEAD_LIMITS.websiteUrl}`);
    expect(constraint('custom_builder_leads_email_check')).toContain(`char_length(email) <= ${LEAD_LIMITS.email}`);
  });

  it('option lists hold at most one of each option', () => {
    expect(addedConstraint('custom_builder_leads_goals_list_check')).toBe(`private.is_option_list(goals, ${GOAL_IDS.length})`);
    expect(addedConstraint('custom_builder_leads_current_challenges_list_check')).toBe(
      `private.is_option_list(current_challenges, ${CHALLENGE_IDS.length})`,
    );
  });

  // The patterns themselves are compared in clean-text-agreement.test.ts.
  it('clean text, whole URL and plain email', () => {
    expect(addedConstraint('custom_builder_leads_business_name_clean_check')).toBe('private.is_clean_line(business_name)');
    expect(addedConstraint('custom_builder_leads_website_url_whole_check')).toBe('website_url is null or private.is_http_url(website_url)');
    expect(addedConstraint('custom_builder_leads_email_plain_check')).toBe('private.is_plain_email(email)');
  });

  it('shortlist limit', () => {
    const shortlistSql = readFileSync(join(MIGRATIONS_DIR, '20261123000400_lead_shortlist.sql'), 'utf8');
    expect(shortlistSql).toContain(`cardinality(shortlist) between 1 and ${LEAD_LIMITS.shortlist}`);
  });
});
