// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DataError } from '@/lib/data-error';
import { POSTGREST_API, setupPostgrestServer } from '@/testing/postgrest-server';
import { createInquiry, inquiryErrorMessage, RATE_LIMIT_MESSAGE, type NewInquiry } from './create-inquiry';

const API = POSTGREST_API;
const { server, seen } = setupPostgrestServer();

const demo: NewInquiry = {
  kind: 'demo',
  source: 'restaurant-reservation-ai',
  fullName: 'Jordan Lee',
  email: 'jordan@example.com',
  businessName: 'Lee Bistro',
  phone: null,
  message: null,
};
const contact: NewInquiry = {
  kind: 'contact',
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  businessName: null,
  subject: 'sales',
  message: 'Pricing?',
};
const created = () => new HttpResponse(null, { status: 201 });
const failure = (status: number, code: string, message = `failed with ${code}`) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

describe('createInquiry', () => {
  it('inserts a demo request with a client id, without asking for it back', async () => {
    server.use(http.post(`${API}/visitor_inquiries`, created));
    await createInquiry(demo, '11111111-1111-4111-8111-111111111111');
    const request = seen[0]!;
    expect(new URL(request.url).searchParams.has('select')).toBe(false);
    expect(request.headers.get('Prefer') ?? '').not.toContain('return=representation');
    expect(await request.json()).toEqual({
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'demo',
      source: 'restaurant-reservation-ai',
      full_name: 'Jordan Lee',
      email: 'jordan@example.com',
      business_name: 'Lee Bistro',
      phone: null,
      subject: null,
      message: null,
      checkout_reference: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
  });

  it('inserts a contact message from /contact with the name joined', async () => {
    server.use(http.post(`${API}/visitor_inquiries`, created));
    await createInquiry(contact);
    const body = (await seen[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'contact', source: 'contact', full_name: 'Ana Lopez', subject: 'sales', phone: null });
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('treats a duplicate id (409, 23505: the first attempt landed) as success', async () => {
    server.use(http.post(`${API}/visitor_inquiries`, () => failure(409, '23505')));
    await expect(createInquiry(demo, '11111111-1111-4111-8111-111111111111')).resolves.toBeUndefined();
  });

  it.each([
    [500, 'XX000'],
    [400, '23514'],
    [401, '42501'],
    [503, 'PGRST000'],
  ])('throws a DataError on %i %s', async (status, code) => {
    server.use(http.post(`${API}/visitor_inquiries`, () => failure(status, code)));
    await expect(createInquiry(contact)).rejects.toSatisfy((e) => e instanceof DataError && e.code === code);
  });

  it('passes the rate limit wording through to the visitor, and nothing else', async () => {
    server.use(http.post(`${API}/visitor_inquiries`, () => failure(429, 'P0001', RATE_LIMIT_MESSAGE)));
    const limited = await createInquiry(contact).catch((e: unknown) => e);
    expect(inquiryErrorMessage(limited, 'fallback')).toBe(RATE_LIMIT_MESSAGE);

    server.use(http.post(`${API}/visitor_inquiries`, () => failure(400, '23514', 'violates check constraint')));
    const refused = await createInquiry(contact).catch((e: unknown) => e);
    expect(inquiryErrorMessage(refused, 'fallback')).toBe('fallback');
  });
});
