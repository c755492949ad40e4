import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY, DEMO_STAFF } from '../src/lib/demo/demo-credentials.ts';
import { ISSUER, signToken } from './jwt.ts';
import { leadBody, startTestBackend } from './testing/start-test-backend.ts';

describe('local backend: REST and Auth as supabase-js sees them', () => {
  let t: Awaited<ReturnType<typeof startTestBackend>>;
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${t.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    });

  beforeAll(async () => {
    t = await startTestBackend();
  }, 120_000);
  afterAll(() => t?.stop());

  it('lets an anonymous visitor insert a lead but not read it; staff sign in and read it', async () => {
    const anon = (await t.client());
    const lead = leadBody({ email: 'anon-test@example.com' });
    expect((await anon.from('custom_builder_leads').insert(lead)).error).toBeNull();

    const read = await anon.from('custom_builder_leads').select('id').eq('id', lead.id);
    expect(read.data ?? []).toEqual([]);
    expect(read.error?.code).toBe('42501');
    expect(read.status).toBe(401);

    const staff = (await t.client());
    const signIn = await staff.auth.signInWithPassword({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    expect(signIn.error).toBeNull();
    const seen = await staff.from('custom_builder_leads').select('id, email').eq('id', lead.id);
    expect(seen.data).toEqual([{ id: lead.id, email: 'anon-test@example.com' }]);
    expect((await staff.rpc('am_i_staff')).data).toBe(true);
  });

  it('refuses a wrong password, refreshes a session once, and signs out', async () => {
    const staff = (await t.client());
    const wrong = await staff.auth.signInWithPassword({ email: DEMO_STAFF.email, password: 'guess' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.status).toBe(400);

    const { data } = await staff.auth.signInWithPassword({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    const refreshToken = data.session?.refresh_token as string;
    const refreshed = await staff.auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user?.email).toBe(DEMO_STAFF.email);
    const reused = await (await t.client()).auth.refreshSession({ refresh_token: refreshToken });
    expect(reused.error?.code).toBe('refresh_token_not_found');

    expect((await staff.auth.getUser()).data.user?.id).toBe(DEMO_STAFF.id);
    expect((await staff.auth.signOut()).error).toBeNull();
    const afterSignOut = await (await t.client()).auth.refreshSession({ refresh_token: refreshed.data.session?.refresh_token as string });
    expect(afterSignOut.error?.code).toBe('refresh_token_not_found');
  });

  it('refuses forged and expired tokens with PostgREST and GoTrue errors', async () => {
    const forged = await new SignJWT({ iss: ISSUER, role: 'service_role', sub: DEMO_STAFF.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-demo-secret-but-long-enough-to-sign'));
    const withForged = await rest('custom_builder_leads?select=id', { headers: { Authorization: `Bearer ${forged}` } });
    expect(withForged.status).toBe(401);
    expect(await withForged.json()).toMatchObject({ code: 'PGRST301' });

    const expired = await signToken({ sub: DEMO_STAFF.id, role: 'authenticated', aud: 'authenticated' }, -60);
    const withExpired = await rest('custom_builder_leads?select=id', { headers: { Authorization: `Bearer ${expired}` } });
    expect(withExpired.status).toBe(401);
    expect(await withExpired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    const user = await fetch(`${t.url}/auth/v1/user`, {
      headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${expired}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'bad_jwt' });

    const noKey = await fetch(`${t.url}/rest/v1/custom_builder_leads`, { method: 'POST', body: JSON.stringify(leadBody()) });
    expect(noKey.status).toBe(401);
    const forgedKey = await rest('custom_builder_leads', { method: 'POST', body: JSON.stringify(leadBody()), headers: { apikey: forged } });
    expect(forgedKey.status).toBe(401);
  });

  it('answers malformed filters, unknown columns and oversized bodies with PostgREST errors, and keeps serving', async () => {
    const malformed = await rest('custom_builder_leads?select=id&created_at=zz.1');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'PGRST100' });

    const unknown = await rest('custom_builder_leads', { method: 'POST', body: JSON.stringify({ ...leadBody(), shoe_size: 44 }) });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST204' });

    const huge = await rest('custom_builder_leads', { method: 'POST', body: JSON.stringify({ ...leadBody(), business_name: 'x'.repeat(2_000_000) }) });
    expect(huge.status).toBe(413);

    const notJson = await rest('custom_builder_leads', { method: 'POST', body: '{"id":' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'PGRST102' });

    expect((await (await t.client()).from('custom_builder_leads').insert(leadBody())).error).toBeNull();
  });

  it('lands 20 concurrent submissions from different browsers', async () => {
    const leads = Array.from({ length: 20 }, (_, i) => leadBody({ email: `concurrent-${i}@example.com` }));
    const results = await Promise.all(leads.map(async (lead) => (await t.client()).from('custom_builder_leads').insert(lead)));
    expect(results.map((r) => r.error)).toEqual(leads.map(() => null));

    const staff = (await t.client());
    await staff.auth.signInWithPassword({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    const { data } = await staff.from('custom_builder_leads').select('id').like('email', 'concurrent-%@example.com');
    expect(new Set(data?.map((r) => r.id))).toEqual(new Set(leads.map((l) => l.id)));
  });
});
