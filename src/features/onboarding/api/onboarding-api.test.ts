// @vitest-environment node
import { generateKeyPair, openCredential, parsePrivateKey } from '@/lib/crypto/sealed-box';
import { DataError, NotFoundError } from '@/lib/data-error';
import { createLocalFetch, LOCAL_SUPABASE_URL } from '../../../../local-backend/in-process/local-fetch';
import { createSupabaseClient, setSupabaseClient } from '@/lib/supabase';
import { startLocalSupabase } from '@/testing/local-supabase';
import { createOnboardingSubmission } from './create-onboarding-submission';
import { deletePipelineRows } from '@/lib/pipeline/pipeline-rows';
import { fetchAllRecords, getRecordStats, getRecords } from '@/lib/pipeline/record-kind';
import { ONBOARDING_RECORDS } from './onboarding-records';
import type { OnboardingInput } from './onboarding-schema';

// Data functions against the real migrations, through supabase-js and the local PostgREST on PGlite.
let local: Awaited<ReturnType<typeof startLocalSupabase>>;
let keys: Awaited<ReturnType<typeof generateKeyPair>>;

const input = (overrides: Partial<OnboardingInput> = {}): OnboardingInput => ({
  fullName: 'Maria Lopez',
  email: 'maria@bistro.example.com',
  phone: '555-0100',
  bestTimeToContact: 'morning',
  domainName: 'bistro.example.com',
  backendLoginUrl: 'https://bistro.example.com/wp-admin',
  backendUsername: 'localboost',
  backendPassword: 'correct horse ✓',
  ...overrides,
});
const newest = { column: 'created_at', ascending: false } as const;

beforeAll(async () => {
  keys = await generateKeyPair();
  vi.stubEnv('VITE_CREDENTIALS_PUBLIC_KEY', keys.publicKey);
  local = await startLocalSupabase();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await local.stop();
});
// Every request comes from the stand-in's one simulated address: start each test with a fresh allowance.
beforeEach(() => local.db.exec('delete from public.onboarding_submissions; delete from private.insert_rate_log'));

describe('onboarding data functions', () => {
  it('stores the password only as a sealed box for the configured key', async () => {
    const id = crypto.randomUUID();
    await createOnboardingSubmission({ id, input: input() });
    const { rows } = await local.db.query<Record<string, unknown>>('select * from public.onboarding_submissions');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.id).toBe(id);
    expect(Object.keys(row)).not.toContain('backend_password');
    expect(JSON.stringify(row)).not.toContain('correct horse');
    expect(row.backend_password_key_id).toBe(keys.keyId);
    const pair = await parsePrivateKey(keys.privateKey);
    expect(await openCredential(row.backend_password_ciphertext as string, pair)).toBe('correct horse ✓');
  });

  it('stores no ciphertext without a password, and a retried id is a success, not a second row', async () => {
    const id = crypto.randomUUID();
    await createOnboardingSubmission({ id, input: input({ backendPassword: null, domainName: null }) });
    await createOnboardingSubmission({ id, input: input({ backendPassword: null, domainName: null }) });
    const { rows } = await local.db.query<Record<string, unknown>>('select * from public.onboarding_submissions');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ backend_password_ciphertext: null, backend_password_key_id: null, domain_name: null });
  });

  it('turns a refused row into a DataError', async () => {
    await expect(
      createOnboardingSubmission({ id: crypto.randomUUID(), input: input({ email: 'not-an-email' }) }),
    ).rejects.toBeInstanceOf(DataError);
  });

  it('pages and searches name, email and domain in the database, newest first', async () => {
    const ACTIVE = { status: 'all', archived: false };
    for (const [i, name] of ['Ann Able', 'Ben Baker', 'Cara Cole'].entries()) {
      await createOnboardingSubmission({
        id: crypto.randomUUID(),
        input: input({ fullName: name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, domainName: `site${i}.test` }),
      });
    }
    const first = await getRecords(ONBOARDING_RECORDS, { ...ACTIVE, search: '', page: 1, pageSize: 2, sort: newest });
    expect(first.total).toBe(3);
    expect(first.rows.map((s) => s.full_name)).toEqual(['Cara Cole', 'Ben Baker']);
    const byName = await getRecords(ONBOARDING_RECORDS, { ...ACTIVE, search: '', page: 2, pageSize: 2, sort: { column: 'full_name', ascending: true } });
    expect(byName.rows.map((s) => s.full_name)).toEqual(['Cara Cole']);
    const search = (q: string) => getRecords(ONBOARDING_RECORDS, { ...ACTIVE, search: q, page: 1, pageSize: 25, sort: newest });
    expect((await search('bAKer')).rows.map((s) => s.full_name)).toEqual(['Ben Baker']);
    expect((await search('cara@')).total).toBe(1);
    expect((await search('site0')).rows.map((s) => s.full_name)).toEqual(['Ann Able']);
    expect((await search('%')).total).toBe(0);
    expect((await search('a,b)')).total).toBe(0);
    const pastTheEnd = await getRecords(ONBOARDING_RECORDS, { ...ACTIVE, search: '', page: 9, pageSize: 25, sort: newest });
    expect(pastTheEnd).toEqual({ rows: [], total: 3 });
    expect(await fetchAllRecords(ONBOARDING_RECORDS, { ...ACTIVE, search: 'example.com', sort: newest })).toHaveLength(3);
  });

  it('an export that meets a new submission between two pages neither repeats nor skips one', async () => {
    for (const name of ['Ann Able', 'Ben Baker', 'Cara Cole', 'Dan Dale', 'Eve East']) {
      await createOnboardingSubmission({ id: crypto.randomUUID(), input: input({ fullName: name }) });
    }
    const before = (await fetchAllRecords(ONBOARDING_RECORDS, { search: '', status: 'all', archived: false, sort: newest })).map((s) => s.full_name);
    const localFetch = createLocalFetch(async () => local.db);
    let arrive: string | undefined;
    const fetchThenArrive: typeof fetch = async (resource, init) => {
      const response = await localFetch(resource, init);
      if (arrive && (init?.method ?? 'GET') === 'GET' && String(resource).includes('/onboarding_submissions?')) {
        const fullName = arrive;
        arrive = undefined;
        await createOnboardingSubmission({ id: crypto.randomUUID(), input: input({ fullName }) });
      }
      return response;
    };
    setSupabaseClient(await createSupabaseClient(LOCAL_SUPABASE_URL, 'local', { fetch: fetchThenArrive, persistSession: false }));
    try {
      arrive = 'Fay Late';
      // Newest first, the newcomer lands ahead of the cursor: OFFSET would repeat one row and drop another.
      expect((await fetchAllRecords(ONBOARDING_RECORDS, { search: '', status: 'all', archived: false, sort: newest }, 2)).map((s) => s.full_name)).toEqual(before);
      arrive = 'Gus Later';
      // By name, the newcomer ("Gus") lands after the cursor (page one ends at "Ben") and is exported once.
      const byName = await fetchAllRecords(ONBOARDING_RECORDS, { search: '', status: 'all', archived: false, sort: { column: 'full_name', ascending: true } }, 2);
      expect(byName.map((s) => s.full_name)).toEqual([
        'Ann Able',
        'Ben Baker',
        'Cara Cole',
        'Dan Dale',
        'Eve East',
        'Fay Late',
        'Gus Later',
      ]);
    } finally {
      setSupabaseClient(local.supabase);
    }
  });

  it('counts the stat cards over all rows by the spec rules', async () => {
    await createOnboardingSubmission({ id: crypto.randomUUID(), input: input() });
    await createOnboardingSubmission({ id: crypto.randomUUID(), input: input({ domainName: null }) });
    await createOnboardingSubmission({ id: crypto.randomUUID(), input: input({ backendPassword: null }) });
    await createOnboardingSubmission({ id: crypto.randomUUID(), input: input({ backendUsername: null }) });
    const old = crypto.randomUUID();
    await createOnboardingSubmission({ id: old, input: input({ backendLoginUrl: null }) });
    await local.db.query(`update public.onboarding_submissions set created_at = now() - interval '8 days' where id = $1`, [old]);
    expect(await getRecordStats(ONBOARDING_RECORDS)).toEqual({
      total: 5,
      thisWeek: 4,
      withDomain: 4,
      backendAccess: 2,
      byStatus: { new: 5, in_progress: 0, done: 0 },
      archived: 0,
    });
  });

  it('deletes by id, and reports a delete that removed nothing', async () => {
    const id = crypto.randomUUID();
    await createOnboardingSubmission({ id, input: input() });
    await deletePipelineRows(ONBOARDING_RECORDS.table, [id]);
    expect((await getRecordStats(ONBOARDING_RECORDS)).total).toBe(0);
    await expect(deletePipelineRows(ONBOARDING_RECORDS.table, [id])).rejects.toBeInstanceOf(NotFoundError);
  });
});
