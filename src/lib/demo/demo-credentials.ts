/**
 * The demo's public credentials (docs/decisions/017-local-backend.md). They only mean something to the
 * local backend (local-backend/): it alone accepts the anon key, and the staff account exists only in its
 * database. A Supabase project has neither, so none of this works against one.
 */

/**
 * The demo's anon key: a public, fixed key the local backend maps to the anon role and nothing more (as a
 * Supabase publishable key); its other tokens are signed with a secret made per install (local-backend/jwt.ts).
 */
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJsb2NhbGJvb3N0LWRlbW8iLCJyb2xlIjoiYW5vbiIsImlhdCI6MTc2NDAwMDAwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.1iowFrvCOwTdFA1EOnfI2VUGKIdcyPmMvKO7pZQzhPk';

/** The staff account the demo seeds, shown on the demo's sign-in screen. */
export const DEMO_STAFF = {
  id: '00000000-0000-4000-8000-0000000de770',
  email: 'staff@demo.localboost.invalid',
  password: 'demo-staff-only-on-this-machine',
} as const;
