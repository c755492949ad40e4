// Seeds 100,000 leads into PGlite (in Node, with the real migrations) and times what the Leads
// Dashboard does, through the same data functions and PostgREST translator the browser uses:
// first page, search, stats, and the full paged export. Prints figures; it is not a test.
//
//   node scripts/bench-leads.mjs [count]
//
// The TypeScript modules are loaded through Vite (as the app builds them); the migrations are read as the
// demo reads them (local-backend/schema-sources.ts).
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';

const COUNT = Number(process.argv[2] ?? 100_000);
const RUNS = 5;

// It runs the app's modules on the embedded database, so it asks for demo mode by name (src/config/data-mode.ts).
const vite = await createServer({
  mode: 'demo',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  // supabase-js goes through Vite too, so it gets the app's stand-ins for the parts the app never uses
  // (vite.config.ts): Node 20's realtime client would otherwise ask for a WebSocket package.
  ssr: { noExternal: [/^@supabase\//] },
});
const load = (path) => vite.ssrLoadModule(path);

try {
  const { PGlite } = await import('@electric-sql/pglite');
  const { readSchemaSources } = await load('/local-backend/schema-sources.ts');
  const { applyMigrations } = await load('/local-backend/migrations.ts');
  const { seedStaff } = await load('/local-backend/staff-seed.ts');
  const { createLocalFetch, LOCAL_SUPABASE_URL } = await load('/local-backend/in-process/local-fetch.ts');
  const { createSupabaseClient, setSupabaseClient } = await load('/src/lib/supabase.ts');
  // The Leads Dashboard's reads: the shared record functions over the leads' definition.
  const { getRecords, getRecordStats, fetchAllRecords } = await load('/src/lib/pipeline/record-kind.ts');
  const { LEAD_RECORDS } = await load('/src/features/leads/api/lead-records.ts');
  const getLeads = (query) => getRecords(LEAD_RECORDS, query);
  const getLeadStats = () => getRecordStats(LEAD_RECORDS);
  const fetchAllLeads = (query) => fetchAllRecords(LEAD_RECORDS, query);

  // From PGlite's own initdb output (a kept package), as the demo backend starts a new folder
  // (local-backend/database.ts): running initdb in WebAssembly was about 40% of starting and migrating.
  const { dataDir: initialisedCluster } = await import('@electric-sql/pglite-prepopulatedfs');

  let t = performance.now();
  const db = await PGlite.create({ loadDataDir: await initialisedCluster() });
  const { bootstrap, migrations } = readSchemaSources();
  await applyMigrations(db, bootstrap, migrations);
  await seedStaff(db);
  console.log(`PGlite started and migrated in ${ms(performance.now() - t)}`);

  t = performance.now();
  // The insert triggers (each lead's toolkit email and staff notification into the outbox, the owner
  // rotation) are off for the seed: they write other tables, none of which the Leads Dashboard's reads
  // below touch, and at about 5 ms a row in PGlite they made the seed alone take over ten minutes.
  await db.exec('set session_replication_role = replica');
  await db.query(
    `insert into public.custom_builder_leads
       (business_name, business_type, goals, current_challenges, website_url, email, created_at)
     select
       (array['Bella Vista', 'Summit', 'Daily Grind', 'Coastline', 'ProFlow', 'Glow'])[1 + i % 6] || ' ' ||
         (array['Bistro', 'Dental', 'Coffee Co.', 'Realty', 'Plumbing', 'Studio', 'Fitness'])[1 + i % 7] || ' #' || i,
       (array['salon', 'realestate', 'medical', 'coffee', 'fitness', 'restaurant', 'ecommerce', 'homeservice', 'other'])[1 + i % 9],
       string_to_array((array['leads,reviews', 'bookings,social', 'retention,automation'])[1 + i % 3], ','),
       array['time', 'budget'],
       case when i % 4 = 0 then null else 'https://business' || i || '.example.com' end,
       'owner' || i || '@example.com',
       now() - (i * interval '1 minute')
     from generate_series(1, $1::integer) as i`,
    [COUNT],
  );
  await db.exec('set session_replication_role = origin');
  await db.exec('analyze public.custom_builder_leads');
  console.log(`Seeded ${COUNT.toLocaleString('en-US')} leads in ${ms(performance.now() - t)}`);

  setSupabaseClient(
    await createSupabaseClient(LOCAL_SUPABASE_URL, 'local', {
      fetch: createLocalFetch(async () => db),
      persistSession: false,
    }),
  );
  const query = {
    search: '',
    businessType: 'all',
    status: 'all',
    archived: false,
    page: 1,
    pageSize: 25,
    sort: { column: 'created_at', ascending: false },
  };

  console.log(`\nThrough supabase-js and the local PostgREST translator (median of ${RUNS}):`);
  await time(
    'First page (25, newest first, exact count)',
    () => getLeads(query),
    (r) => `${r.rows.length} rows of ${r.total}`,
  );
  await time(
    'Last page (25, newest first)',
    () => getLeads({ ...query, page: Math.ceil(COUNT / 25) }),
    (r) => `${r.rows.length} rows`,
  );
  await time(
    'First page sorted by business name',
    () => getLeads({ ...query, sort: { column: 'business_name', ascending: true } }),
    (r) => `${r.rows.length} rows`,
  );
  await time(
    "Search 'bistro' (business, email, website)",
    () => getLeads({ ...query, search: 'bistro' }),
    (r) => `${r.total} matches`,
  );
  await time(
    'Search + business type filter',
    () => getLeads({ ...query, search: 'bistro', businessType: 'restaurant' }),
    (r) => `${r.total} matches`,
  );
  await time(
    'Stats (lead_stats over all leads)',
    () => getLeadStats(),
    (s) => JSON.stringify(s),
  );
  await time(
    'Export all (pages of 1000)',
    () => fetchAllLeads({ search: '', businessType: 'all', status: 'all', archived: false, sort: query.sort }),
    (rows) => `${rows.length} rows`,
    1,
  );

  const plan = await db.query(
    `explain select * from public.custom_builder_leads order by created_at desc, id desc limit 25`,
  );
  console.log(`\nFirst-page plan: ${plan.rows.map((r) => r['QUERY PLAN']).join(' / ')}`);
  setSupabaseClient(undefined);
  await db.close();
} finally {
  await vite.close();
}

async function time(label, run, describe, runs = RUNS) {
  const samples = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  console.log(`  ${label.padEnd(48)} ${ms(median).padStart(9)}   (${describe(result)})`);
}

function ms(value) {
  return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
}
