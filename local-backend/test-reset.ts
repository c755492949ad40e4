import type { PGlite } from '@electric-sql/pglite';
import { DEMO_LIMITS, setLimits, type DemoLimits } from './database.ts';
import type { Serial } from './serial.ts';

/**
 * For the browser suite only (LOCAL_BACKEND_TEST_RESET=1, set by playwright.config.ts): empties what
 * visitors and staff wrote, so a staff journey can start from an empty dashboard as it did when each test
 * had its own in-browser database. The tables that held nothing when the backend started (on a fresh
 * data folder: every table the app writes) are the ones emptied; settings and the demo staff account,
 * which the migrations and the seed filled, stay. The limits' numbers go back to the demo's, or to the
 * ones the test asks for (a test of the rate limit sets a low one; the check itself always runs). Never
 * enabled by `npm run dev` or a plain preview.
 */
export async function createTestReset(
  pglite: PGlite,
  serial: Serial,
): Promise<(limits?: Partial<DemoLimits>) => Promise<void>> {
  const emptyAtStart = await serial.run(async () => {
    const { rows } = await pglite.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'private') order by 1`,
    );
    const empty: string[] = [];
    for (const { name } of rows) {
      const { rows: any } = await pglite.query(`select 1 from ${name} limit 1`);
      if (any.length === 0) empty.push(name);
    }
    return empty;
  });
  return (limits = {}) =>
    serial.run(async () => {
      if (emptyAtStart.length) await pglite.exec(`truncate ${emptyAtStart.join(', ')} restart identity cascade`);
      await setLimits(pglite, { ...DEMO_LIMITS, ...limits });
    });
}
