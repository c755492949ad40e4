import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedSecondStaff, seedUsers, STAFF2_ID, STAFF_ID, STAFF_EMAIL } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';

/**
 * public.staff_directory() (20261130000100_staff_directory.sql) from every role on each real engine: staff
 * read every staff member with their email and rotation flag; nobody else reads anything.
 */
describe.each(engineFactories())('staff directory on $name', (factory) => {
  let db: DbEngine;

  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await seedSecondStaff(db);
  });
  afterAll(() => db?.close());

  it('answers staff with every staff member, email and active flag, and never a non-staff user', async () => {
    await db.admin(`update private.staff set active = false where user_id = '${STAFF2_ID}'`);
    try {
      expect(await db.rows(ACTORS.staff2, 'select * from public.staff_directory()')).toEqual([
        // Ordered by email: '2' sorts before '@'.
        { user_id: STAFF2_ID, email: 'staff2@localboost.example', active: false },
        { user_id: STAFF_ID, email: STAFF_EMAIL, active: true },
      ]);
    } finally {
      await db.admin(`update private.staff set active = true`);
    }
  });

  it('refuses a signed-in non-staff user', async () => {
    await expect(db.rows(ACTORS.member, 'select * from public.staff_directory()')).rejects.toMatchObject({
      code: '42501',
      message: expect.stringContaining('Only staff can read the staff directory.'),
    });
  });

  it('refuses anon (no execute privilege)', async () => {
    await expect(db.rows(ACTORS.anon, 'select * from public.staff_directory()')).rejects.toMatchObject({ code: '42501' });
  });
});
