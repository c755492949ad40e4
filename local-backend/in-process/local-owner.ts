/**
 * Who the in-process fetch (local-fetch.ts, for unit and component tests and the leads bench) acts as:
 * this seeded staff user (role authenticated, on the staff list), so the same row-level-security rules
 * as production apply.
 */
export const LOCAL_OWNER = {
  id: '00000000-0000-4000-8000-00000000a11c',
  email: 'owner@localboost.local',
} as const;

export const LOCAL_OWNER_CLAIMS = {
  sub: LOCAL_OWNER.id,
  email: LOCAL_OWNER.email,
  role: 'authenticated',
  aud: 'authenticated',
} as const;
