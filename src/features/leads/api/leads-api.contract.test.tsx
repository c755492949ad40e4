import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DataError, NotFoundError } from '@/lib/data-error';
import { POSTGREST_API, setupPostgrestServer } from '@/testing/postgrest-server';
import { deletePipelineRows } from '@/lib/pipeline/pipeline-rows';
import { EXPORT_PAGE_SIZE, fetchAllRecords, getRecordStats, getRecords } from '@/lib/pipeline/record-kind';
import { LEAD_RECORDS } from './lead-records';
import type { Lead, LeadsQuery } from './lead-types';

/** The Supabase adapter speaks PostgREST: these pin the requests the spec's operations become. */
const API = POSTGREST_API;
const { server, seen } = setupPostgrestServer();

const lead = (n: number): Lead => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  business_name: `Business ${n}`,
  business_type: 'salon',
  goals: ['leads'],
  current_challenges: ['time'],
  website_url: null,
  email: `owner${n}@example.com`,
  created_at: '2026-11-20T10:00:00+00:00',
  shortlist: n % 2 === 0 ? [14, 3] : null,
  status: 'new',
  archived_at: null,
  owner_id: null,
  first_touch_at: null,
  awaiting_first_touch: true,
  contact_id: null,
  source_utm_source: null,
  source_utm_medium: null,
  source_utm_campaign: null,
  source_referrer_host: null,
  source_landing_path: null,
});

const query: LeadsQuery = {
  search: '',
  businessType: 'all',
  status: 'all',
  archived: false,
  page: 1,
  pageSize: 25,
  sort: { column: 'created_at', ascending: false },
};

describe('getRecords (leads)', () => {
  it('selects ordered by created_at desc with a range and an exact count', async () => {
    server.use(
      http.get(`${API}/custom_builder_leads`, () =>
        HttpResponse.json([lead(1), lead(2)], { headers: { 'Content-Range': '0-1/2' } }),
      ),
    );
    const result = await getRecords(LEAD_RECORDS, query);
    expect(result).toEqual({ rows: [lead(1), lead(2)], total: 2 });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('select')).toBe('*');
    expect(url.searchParams.get('order')).toBe('created_at.desc,id.desc');
    expect(url.searchParams.get('offset')).toBe('0');
    expect(url.searchParams.get('limit')).toBe('25');
    // The default view lists active leads only, whatever their status.
    expect(url.searchParams.get('archived_at')).toBe('is.null');
    expect(url.searchParams.has('status')).toBe(false);
    expect(seen[0]!.headers.get('Prefer')).toContain('count=exact');
  });

  it('pages, sorts by business, filters by type and searches business, email and website', async () => {
    server.use(http.get(`${API}/custom_builder_leads`, () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })));
    await getRecords(LEAD_RECORDS, { ...query, page: 3, pageSize: 50, businessType: 'coffee', search: 'a,b (100%)', sort: { column: 'business_name', ascending: true } });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('offset')).toBe('100');
    expect(url.searchParams.get('limit')).toBe('50');
    expect(url.searchParams.get('order')).toBe('business_name.asc,id.asc');
    expect(url.searchParams.get('business_type')).toBe('eq.coffee');
    expect(url.searchParams.get('or')).toBe(
      '(business_name.ilike."*a,b (100\\\\%)*",email.ilike."*a,b (100\\\\%)*",website_url.ilike."*a,b (100\\\\%)*")',
    );
  });

  it('throws a DataError on a server error', async () => {
    server.use(
      http.get(`${API}/custom_builder_leads`, () =>
        HttpResponse.json({ code: 'XX000', message: 'boom', details: null, hint: null }, { status: 500 }),
      ),
    );
    await expect(getRecords(LEAD_RECORDS, query)).rejects.toBeInstanceOf(DataError);
  });

  it('past the last page (416): no rows and the real total', async () => {
    server.use(
      http.get(`${API}/custom_builder_leads`, () =>
        HttpResponse.json({ code: 'PGRST103', message: 'Requested range not satisfiable', details: null, hint: null }, { status: 416 }),
      ),
      http.head(`${API}/custom_builder_leads`, () => new HttpResponse(null, { status: 200, headers: { 'Content-Range': '*/7' } })),
    );
    expect(await getRecords(LEAD_RECORDS, { ...query, page: 9, businessType: 'salon' })).toEqual({ rows: [], total: 7 });
    const head = seen.find((r) => r.method === 'HEAD');
    expect(new URL(head!.url).searchParams.get('business_type')).toBe('eq.salon');
  });
});

describe('deletePipelineRows (a lead)', () => {
  it('deletes by id, counting without reading the row', async () => {
    server.use(http.delete(`${API}/custom_builder_leads`, () => new HttpResponse(null, { status: 204, headers: { 'Content-Range': '*/1' } })));
    await deletePipelineRows(LEAD_RECORDS.table, ['abc-123']);
    const url = new URL(seen[0]!.url);
    expect(seen[0]!.method).toBe('DELETE');
    expect(url.searchParams.get('id')).toBe('in.(abc-123)');
    expect(url.searchParams.has('select')).toBe(false);
    expect(seen[0]!.headers.get('Prefer')).toBe('count=exact');
  });

  it('reports zero deleted rows (missing or not permitted) as NotFoundError', async () => {
    server.use(http.delete(`${API}/custom_builder_leads`, () => new HttpResponse(null, { status: 204, headers: { 'Content-Range': '*/0' } })));
    await expect(deletePipelineRows(LEAD_RECORDS.table, ['abc-123'])).rejects.toBeInstanceOf(NotFoundError);
  });

  it('throws on a server error', async () => {
    server.use(
      http.delete(`${API}/custom_builder_leads`, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied', details: null, hint: null }, { status: 403 }),
      ),
    );
    await expect(deletePipelineRows(LEAD_RECORDS.table, ['abc-123'])).rejects.toMatchObject({ code: '42501' });
  });
});

describe('getRecordStats (leads)', () => {
  it('calls the lead_stats function and maps its row', async () => {
    server.use(
      http.post(`${API}/rpc/lead_stats`, () =>
        HttpResponse.json([
          {
            total: 12, this_week: 3, enterprise_type: 0, professional_type: 2,
            status_new: 5, status_contacted: 4, status_qualified: 1, status_won: 1, status_lost: 1, archived: 7,
          },
        ]),
      ),
    );
    expect(await getRecordStats(LEAD_RECORDS)).toEqual({
      total: 12,
      thisWeek: 3,
      enterpriseType: 0,
      professionalType: 2,
      byStatus: { new: 5, contacted: 4, qualified: 1, won: 1, lost: 1 },
      archived: 7,
    });
    expect(seen[0]!.method).toBe('POST');
  });

  it('throws when refused', async () => {
    server.use(
      http.post(`${API}/rpc/lead_stats`, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied for function lead_stats', details: null, hint: null }, { status: 401 }),
      ),
    );
    await expect(getRecordStats(LEAD_RECORDS)).rejects.toBeInstanceOf(DataError);
  });
});

describe('fetchAllRecords (leads)', () => {
  it(`walks the matching leads in pages of ${EXPORT_PAGE_SIZE}, each after the last lead it has`, async () => {
    server.use(
      http.get(`${API}/custom_builder_leads`, ({ request }) => {
        const after = new URL(request.url).searchParams.getAll('or').length > 1;
        const rows = after ? [lead(EXPORT_PAGE_SIZE), lead(EXPORT_PAGE_SIZE + 1), lead(EXPORT_PAGE_SIZE + 2)] : Array.from({ length: EXPORT_PAGE_SIZE }, (_, i) => lead(i));
        return HttpResponse.json(rows);
      }),
    );
    const rows = await fetchAllRecords(LEAD_RECORDS, {
      search: 'bistro',
      businessType: 'restaurant',
      status: 'contacted',
      archived: true,
      sort: { column: 'created_at', ascending: false },
    });
    expect(rows).toHaveLength(EXPORT_PAGE_SIZE + 3);
    expect(seen).toHaveLength(2);
    const [first, second] = seen.map((r) => new URL(r.url).searchParams);
    for (const params of [first!, second!]) {
      expect(params.get('offset')).toBeNull();
      expect(params.get('limit')).toBe(String(EXPORT_PAGE_SIZE));
      expect(params.get('order')).toBe('created_at.desc,id.desc');
      expect(params.get('business_type')).toBe('eq.restaurant');
      expect(params.get('status')).toBe('eq.contacted');
      expect(params.get('archived_at')).toBe('not.is.null');
      expect(params.getAll('or')[0]).toContain('business_name.ilike."*bistro*"');
    }
    const last = lead(EXPORT_PAGE_SIZE - 1);
    expect(first!.getAll('or')).toHaveLength(1);
    expect(second!.getAll('or')[1]).toBe(
      `(created_at.lt."${last.created_at}",and(created_at.eq."${last.created_at}",id.lt."${last.id}"))`,
    );
  });
});
