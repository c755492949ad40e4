import { createLocalFetch, LOCAL_SUPABASE_URL } from '../../local-backend/in-process/local-fetch';
import { seedStaff } from '../../local-backend/staff-seed';
import { createSupabaseClient, setSupabaseClient } from '@/lib/supabase';
import { createMigratedPglite } from './migrated-pglite';

/**
 * The local-mode stack without a browser (supabase-js -> local fetch -> PostgREST subset -> PGlite with
 * every migration), installed as the app's client, so data functions and screens run against real SQL.
 */
export async function startLocalSupabase() {
  const db = await createMigratedPglite();
  await seedStaff(db);
  const supabase = await createSupabaseClient(LOCAL_SUPABASE_URL, 'local', {
    fetch: createLocalFetch(async () => db),
    persistSession: false,
  });
  setSupabaseClient(supabase);
  return {
    db,
    supabase,
    stop: async () => {
      setSupabaseClient(undefined);
      await db.close();
    },
  };
}
