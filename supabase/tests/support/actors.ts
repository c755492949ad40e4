import { STAFF, STAFF_SEED_SQL } from '../../../local-backend/staff-seed';
import type { DbEngine, TestActor } from './engines';

/** The people the row-level-security tests act as. */
/** Staff: the one staff identity the demo and every test seed (local-backend/staff-seed.ts). */
export const STAFF_ID = STAFF.id;
export const STAFF_EMAIL = STAFF.email;
export const MEMBER_ID = '5a7f0000-0000-4000-8000-000000000002';
/** A second staff member: data of the scenarios that need two (round robin), added by seedSecondStaff. */
export const STAFF2_ID = '5a7f0000-0000-4000-8000-000000000003';

export const ACTORS = {
  anon: { role: 'anon' },
  /** Signed in, but not on the staff list. */
  member: { role: 'authenticated', sub: MEMBER_ID },
  staff: { role: 'authenticated', sub: STAFF_ID },
  staff2: { role: 'authenticated', sub: STAFF2_ID },
  service: { role: 'service_role' },
  /** The send-emails function's own database login (no JWT; it connects directly). */
  sender: { role: 'email_sender' },
  /** The site-check function's own database login. */
  siteChecker: { role: 'site_checker' },
  /** The payments-webhook function's own database login. */
  payments: { role: 'payments_webhook' },
} as const satisfies Record<string, TestActor>;

export async function seedUsers(db: DbEngine): Promise<void> {
  await db.admin(`
    ${STAFF_SEED_SQL}
    insert into auth.users (id, email) values ('${MEMBER_ID}', 'member@localboost.example');
  `);
}

/** A second staff member (round robin needs two); after seedUsers. */
export async function seedSecondStaff(db: DbEngine): Promise<void> {
  await db.admin(`
    insert into auth.users (id, email) values ('${STAFF2_ID}', 'staff2@localboost.example');
    insert into private.staff (user_id) values ('${STAFF2_ID}');
  `);
}
