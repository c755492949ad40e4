import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LANDING_PATH_SOURCE,
  LEAD_SOURCE_LIMITS,
  REFERRER_HOST_SOURCE,
  SOURCE_TAG_EDGE_SPACE_SOURCE,
} from '../../src/lib/leads/lead-source-schema';
import { UNCLEAN_LINE_SOURCE } from '../../src/lib/validation/clean-text';
import { MIGRATIONS_DIR } from './support/sql-files';

/**
 * The attribution source columns (20261129000300_speed_to_lead_source.sql) repeat the limits and patterns of
 * src/lib/leads/lead-source-schema.ts on each of the three visitor tables. This reads them back out of the
 * SQL, so changing one side without the other fails; speed-to-lead.test.ts runs samples through both.
 */
const sql = readFileSync(join(MIGRATIONS_DIR, '20261129000300_speed_to_lead_source.sql'), 'utf8');
const TABLES = ['custom_builder_leads', 'visitor_inquiries', 'onboarding_submissions'];

function constraint(name: string): string {
  const match = new RegExp(`constraint ${name}\\s+check \\((.*)\\)[,;]?\\n`).exec(sql);
  if (!match) throw new Error(`constraint ${name} not found in the migration`);
  return match[1] as string;
}
function functionBody(name: string): string {
  const match = new RegExp(`function private\\.${name}\\([\\s\\S]*?\\$\\$([\\s\\S]*?)\\$\\$`).exec(sql);
  if (!match) throw new Error(`function ${name} not found in the migration`);
  return match[1] as string;
}

describe('the source columns agree with the source schema', () => {
  it.each(TABLES)('%s: length limits and checks', (table) => {
    for (const column of ['utm_source', 'utm_medium', 'utm_campaign']) {
      expect(constraint(`${table}_source_${column}_check`)).toBe(
        `char_length(source_${column}) between 1 and ${LEAD_SOURCE_LIMITS.utm} and private.is_source_tag(source_${column})`,
      );
    }
    expect(constraint(`${table}_source_referrer_host_check`)).toBe(
      `char_length(source_referrer_host) between 1 and ${LEAD_SOURCE_LIMITS.referrerHost} and private.is_referrer_host(source_referrer_host)`,
    );
    expect(constraint(`${table}_source_landing_path_check`)).toBe(
      `char_length(source_landing_path) between 1 and ${LEAD_SOURCE_LIMITS.landingPath} and private.is_landing_path(source_landing_path)`,
    );
  });

  it('the patterns', () => {
    // UNCLEAN_LINE_SOURCE spells the class with lower-case escapes in places; compare case-insensitively.
    const clean = `value !~ '${UNCLEAN_LINE_SOURCE}'`.toLowerCase();
    expect(functionBody('is_source_tag').toLowerCase()).toContain(clean);
    expect(functionBody('is_source_tag')).toContain(`value !~ '${SOURCE_TAG_EDGE_SPACE_SOURCE}'`);
    expect(functionBody('is_referrer_host')).toContain(`value ~ '${REFERRER_HOST_SOURCE}'`);
    expect(functionBody('is_landing_path')).toContain(`value ~ '${LANDING_PATH_SOURCE}'`);
    expect(functionBody('is_landing_path').toLowerCase()).toContain(clean);
  });

  it('visitors may insert the five columns on each table', () => {
    for (const table of TABLES) {
      expect(sql).toContain(
        `grant insert (source_utm_source, source_utm_medium, source_utm_campaign, source_referrer_host, source_landing_path)\n  on table public.${table} to anon, authenticated;`,
      );
    }
  });
});
