import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, seedUsers } from './support/actors';
import { engineFactories, type DbEngine, type TestActor } from './support/engines';
import { insertLeadSql, leadRow } from './support/lead-rows';

/**
 * Issue 29 section 6: with private.staff_access_settings.require_mfa on, staff access (private.is_staff,
 * which every staff policy calls) needs a session at aal2, i.e. one that passed a second factor.
 */
describe.each(engineFactories())('staff MFA on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
    await seedUsers(db);
    await db.exec(ACTORS.anon, insertLeadSql(leadRow()));
  });
  afterAll(() => db?.close());

  const staffAt = (aal?: 'aal1' | 'aal2'): TestActor => ({ ...ACTORS.staff, aal });
  const amIStaff = async (actor: TestActor) => (await db.rows<{ ok: boolean }>(actor, 'select public.am_i_staff() as ok'))[0]?.ok;
  const visibleLeads = async (actor: TestActor) => (await db.rows(actor, 'select id from public.custom_builder_leads')).length;

  it('by default, staff are staff at either level (the setting is off)', async () => {
    expect(await amIStaff(staffAt('aal1'))).toBe(true);
    expect(await visibleLeads(staffAt())).toBe(1);
  });

  it('when required, only an aal2 session is staff; a non-staff user is not, at any level', async () => {
    await db.admin('update private.staff_access_settings set require_mfa = true;');
    try {
      expect(await amIStaff(staffAt())).toBe(false);
      expect(await amIStaff(staffAt('aal1'))).toBe(false);
      expect(await visibleLeads(staffAt('aal1'))).toBe(0);
      expect(await amIStaff(staffAt('aal2'))).toBe(true);
      expect(await visibleLeads(staffAt('aal2'))).toBe(1);
      expect(await amIStaff({ ...ACTORS.member, aal: 'aal2' })).toBe(false);
    } finally {
      await db.admin('update private.staff_access_settings set require_mfa = false;');
    }
  });

  it('keeps the setting away from the API roles', async () => {
    for (const actor of [ACTORS.anon, ACTORS.member, staffAt('aal2')]) {
      await expect(db.rows(actor, 'select * from private.staff_access_settings')).rejects.toMatchObject({ code: '42501' });
    }
  });
});
