import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * A PGlite of the test file's own with Supabase's bootstrap and every migration applied, loaded from the
 * database the global set-up migrated once for this run (supabase/tests/support/migrated-pglite-setup.ts)
 * instead of running initdb and the migrations again.
 */
export async function createMigratedPglite(): Promise<PGlite> {
  const response = await fetch(inject('migratedPglite'));
  if (!response.ok) throw new Error(`The migrated database could not be read: HTTP ${response.status}`);
  return PGlite.create({ loadDataDir: await response.blob() });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the global set-up serves the migrated PGlite data folder (a gzipped tar). */
    migratedPglite: string;
  }
}
