import type { DbEngine, TestActor } from './engines';

/** The people the row-level-security tests act as. */
export const STAFF_ID = '5a7f0000-0000-4000-8000-000000000001';
export const MEMBER_ID = '5a7f0000-0000-4000-8000-000000000002';
/** A second staff member, seeded only by the tests that need two (seedSecondStaff). */
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
    insert into auth.users (id, email) values
      ('${STAFF_ID}', 'staff@localboost.example'),
      ('${MEMBER_ID}', 'member@localboost.example');
    insert into private.staff (user_id) values ('${STAFF_ID}');
  `);
}

/** A second staff member (round robin needs two); after seedUsers. */
export async function seedSecondStaff(db: DbEngine): Promise<void> {
  await db.admin(`
    insert into auth.users (id, email) values ('${STAFF2_ID}', 'staff2@localboost.example');
    insert into private.staff (user_id) values ('${STAFF2_ID}');
  `);
}
