import { PGlite } from '@electric-sql/pglite';
import { dataDir as initialisedCluster } from '@electric-sql/pglite-prepopulatedfs';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * A new demo database starts from the cluster @electric-sql/pglite-prepopulatedfs ships instead of running
 * initdb (local-backend/database.ts). That archive is made by its own PGlite release, so it is right for
 * ours only while both describe the same cluster: the same catalogue and control-file versions, server
 * version, encoding, databases and roles. A PGlite upgrade that changes any of them fails here first.
 */
const DESCRIBE_CLUSTER = `
  select (select catalog_version_no from pg_control_system()) as catalog,
         (select pg_control_version from pg_control_system()) as control,
         current_setting('server_version_num') as version,
         current_setting('server_encoding') as encoding,
         (select string_agg(datname, ',' order by datname) from pg_database) as databases,
         (select string_agg(rolname, ',' order by rolname) from pg_roles) as roles`;

describe('the initialised cluster a new demo database starts from', () => {
  const open: PGlite[] = [];
  afterAll(async () => {
    await Promise.all(open.map((db) => db.close()));
  });

  it('is the cluster our PGlite would make with initdb', async () => {
    const loaded = await PGlite.create({ loadDataDir: await initialisedCluster() });
    const made = await PGlite.create();
    open.push(loaded, made);
    const described = (await loaded.query(DESCRIBE_CLUSTER)).rows[0];
    expect(described).toEqual((await made.query(DESCRIBE_CLUSTER)).rows[0]);
    expect(described).toMatchObject({ encoding: 'UTF8', databases: 'postgres,template0,template1' });
  }, 60_000);
});
