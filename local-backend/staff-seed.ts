import { DEMO_STAFF } from '../src/lib/demo/demo-credentials.ts';
import type { SqlDatabase } from './sql-database.ts';

/**
 * The one staff member a database is seeded with: the demo's staff account (src/lib/demo/demo-credentials.ts),
 * whom the demo signs in, the in-process test stack acts as, and the row-level-security tests call staff.
 * A scenario that needs a second staff member adds that one as its own test data.
 */
export const STAFF = { id: DEMO_STAFF.id, email: DEMO_STAFF.email } as const;

/** The claims of the staff member's session, as the local backend's Auth would sign them. */
export const STAFF_CLAIMS = { sub: STAFF.id, email: STAFF.email, role: 'authenticated', aud: 'authenticated' } as const;

/** As SQL, so the database tests' engines (PGlite and PostgreSQL 15) run the very same seed. */
export const STAFF_SEED_SQL = `
  insert into auth.users (id, email) values ('${STAFF.id}', '${STAFF.email}') on conflict (id) do nothing;
  insert into private.staff (user_id) values ('${STAFF.id}') on conflict (user_id) do nothing;
`;

export async function seedStaff(db: Pick<SqlDatabase, 'exec'>): Promise<void> {
  await db.exec(STAFF_SEED_SQL);
}
