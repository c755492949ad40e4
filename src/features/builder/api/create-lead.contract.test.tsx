import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError, isRateLimited, RATE_LIMITED } from '@/lib/data-error';
import type { LeadInput } from '@/lib/leads/lead-schema';
import { queryClient } from '@/lib/query-client';
import { POSTGREST_API, setupPostgrestServer } from '@/testing/postgrest-server';
import { createLead, createLeadAndRefresh } from './create-lead';

const API = POSTGREST_API;
const { server, seen } = setupPostgrestServer();

const input: LeadInput = {
  businessName: 'Bella Vista Bistro',
  businessType: 'restaurant',
  goals: ['leads', 'reviews'],
  currentChallenges: ['time'],
  websiteUrl: 'https://bistro.example.com',
  email: 'maria@bistro.example.com',
  shortlist: [],
};
const created = () => new HttpResponse(null, { status: 201 });
const failure = (status: number, code: string) =>
  HttpResponse.json({ code, message: `failed with ${code}`, details: null, hint: null }, { status });

describe('createLead', () => {
  it('inserts one row with a client id, without asking for it back', async () => {
    server.use(http.post(`${API}/custom_builder_leads`, created));
    await createLead(input, '11111111-1111-4111-8111-111111111111');
    const request = seen[0]!;
    const url = new URL(request.url);
    expect(url.searchParams.has('select')).toBe(false);
    expect(request.headers.get('Prefer') ?? '').not.toContain('return=representation');
    expect(request.headers.get('apikey')).toBe('anon-key');
    expect(await request.json()).toEqual({
      id: '11111111-1111-4111-8111-111111111111',
      business_name: 'Bella Vista Bistro',
      business_type: 'restaurant',
      goals: ['leads', 'reviews'],
      current_challenges: ['time'],
      website_url: 'https://bistro.example.com',
      email: 'maria@bistro.example.com',
      shortlist: null,
      checkout_reference: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
  });

  it('sends the shortlist as tool ids in the visitor order', async () => {
    server.use(http.post(`${API}/custom_builder_leads`, created));
    await createLead({ ...input, shortlist: [14, 3, 120] });
    expect(((await seen[0]!.json()) as { shortlist: number[] }).shortlist).toEqual([14, 3, 120]);
  });

  it('generates a UUID when no id is given', async () => {
    server.use(http.post(`${API}/custom_builder_leads`, created));
    await createLead({ ...input, websiteUrl: null });
    const body = (await seen[0]!.json()) as { id: string; website_url: null };
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.website_url).toBeNull();
  });

  it('treats a duplicate id (409, 23505: the first attempt landed) as success', async () => {
    server.use(http.post(`${API}/custom_builder_leads`, () => failure(409, '23505')));
    await expect(createLead(input, '11111111-1111-4111-8111-111111111111')).resolves.toBeUndefined();
  });

  it.each([
    [500, 'XX000'],
    [400, '23514'],
    [401, '42501'],
    [503, 'PGRST000'],
  ])('throws a DataError on %i %s', async (status, code) => {
    server.use(http.post(`${API}/custom_builder_leads`, () => failure(status, code)));
    await expect(createLead(input)).rejects.toSatisfy((e) => e instanceof DataError && e.code === code);
  });
});

describe('createLeadAndRefresh', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves with the id the caller keeps, then marks the leads dashboard stale', async () => {
    server.use(http.post(`${API}/custom_builder_leads`, created));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await createLeadAndRefresh(input, '22222222-2222-4222-8222-222222222222');
    expect(((await seen[0]!.json()) as { id: string }).id).toBe('22222222-2222-4222-8222-222222222222');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['leads'], ['lead-stats']]);
  });

  it('tags a 429 from the database rate limit as RATE_LIMITED, whatever the body says', async () => {
    server.use(http.post(`${API}/custom_builder_leads`, () => failure(429, 'PT429')));
    const error = await createLead(input).catch((e: unknown) => e);
    expect(isRateLimited(error)).toBe(true);
    // Older PostgREST versions answered custom statuses without the code in the body.
    server.use(http.post(`${API}/custom_builder_leads`, () => HttpResponse.json({ message: 'slow down' }, { status: 429 })));
    expect(await createLead(input).catch((e: unknown) => e)).toMatchObject({ code: RATE_LIMITED });
    server.use(http.post(`${API}/custom_builder_leads`, () => failure(400, '23514')));
    expect(isRateLimited(await createLead(input).catch((e: unknown) => e))).toBe(false);
  });

  it('rejects when the insert fails, and leaves the dashboard as it is', async () => {
    server.use(http.post(`${API}/custom_builder_leads`, () => failure(500, 'XX000')));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await expect(createLeadAndRefresh(input, '33333333-3333-4333-8333-333333333333')).rejects.toBeInstanceOf(DataError);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
