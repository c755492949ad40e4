// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '@/lib/data-error';
import { createLocalFetch, LOCAL_SUPABASE_URL } from '../../../../local-backend/in-process/local-fetch';
import { seedStaff } from '../../../../local-backend/staff-seed';
import { getRowActivity } from '@/lib/pipeline/activity';
import { archivePipelineRows, deletePipelineRows, restorePipelineRows, setPipelineStatus } from '@/lib/pipeline/pipeline-rows';
import { addRowNote, getRowNotes } from '@/lib/pipeline/row-notes';
import { createMigratedPglite } from '@/testing/migrated-pglite';
import { createSupabaseClient, setSupabaseClient } from '@/lib/supabase';
import { createInquiry, type NewInquiry } from '@/lib/inquiries/create-inquiry';
import { fetchAllRecords, getRecordStats, getRecords } from '@/lib/pipeline/record-kind';
import { INQUIRY_RECORDS } from './inquiry-records';
import type { InquiriesQuery } from './inquiry-types';

// The real data functions in demo mode, end to end: supabase-js -> local fetch -> PGlite with the migrations.
let db: PGlite;
const TABLE = 'visitor_inquiries';
const noStatus = { contacted: 0, qualified: 0, won: 0, lost: 0 };

const demo = (overrides: Partial<Extract<NewInquiry, { kind: 'demo' }>> = {}): NewInquiry => ({
  kind: 'demo',
  source: 'ad2conversion',
  fullName: 'Jordan Lee',
  email: 'jordan@leedental.example.com',
  businessName: 'Lee Dental',
  phone: '+1 555 0100',
  message: null,
  ...overrides,
});
const contact = (overrides: Partial<Extract<NewInquiry, { kind: 'contact' }>> = {}): NewInquiry => ({
  kind: 'contact',
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  businessName: null,
  subject: 'sales',
  message: 'Pricing for 3 locations?\nThanks',
  ...overrides,
});
const query = (overrides: Partial<InquiriesQuery> = {}): InquiriesQuery => ({
  search: '',
  kind: 'all',
  status: 'all',
  archived: false,
  page: 1,
  pageSize: 25,
  sort: { column: 'created_at', ascending: false },
  ...overrides,
});

beforeAll(async () => {
  db = await createMigratedPglite();
  await seedStaff(db);
  setSupabaseClient(
    await createSupabaseClient(LOCAL_SUPABASE_URL, 'local', { fetch: createLocalFetch(async () => db), persistSession: false }),
  );
  await createInquiry(demo());
  await createInquiry(demo({ source: 'voice-agent-landing', fullName: 'Zoe Park', email: 'zoe@clinic.example.com', businessName: null, phone: null }));
  await createInquiry(contact());
  await createInquiry(contact({ firstName: 'Ben', lastName: '100% Real', email: 'ben@example.com', subject: 'support', message: 'Widget help' }));
});
afterAll(async () => {
  setSupabaseClient(undefined);
  await db.close();
});

describe('enquiry data functions on the embedded database', () => {
  it('a retried submit with the same id stores one row and succeeds', async () => {
    const id = crypto.randomUUID();
    await createInquiry(demo({ fullName: 'Retry Person' }), id);
    await expect(createInquiry(demo({ fullName: 'Retry Person' }), id)).resolves.toBeUndefined();
    expect((await getRecords(INQUIRY_RECORDS, query({ search: 'retry person' }))).total).toBe(1);
    await deletePipelineRows(TABLE, [id]);
  });

  it('refuses what the database refuses, with a DataError', async () => {
    await expect(createInquiry(demo({ email: 'o@shop.example?bcc=x' }))).rejects.toMatchObject({ code: '23514' });
  });

  it('lists newest first with the total, and sorts by name', async () => {
    const page = await getRecords(INQUIRY_RECORDS, query());
    expect(page.total).toBe(4);
    expect(page.rows[0]?.full_name).toBe('Ben 100% Real');
    const byName = await getRecords(INQUIRY_RECORDS, query({ sort: { column: 'full_name', ascending: true } }));
    expect(byName.rows.map((r) => r.full_name)).toEqual(['Ana Lopez', 'Ben 100% Real', 'Jordan Lee', 'Zoe Park']);
  });

  it('filters by kind and searches name, email, business, phone and message', async () => {
    expect((await getRecords(INQUIRY_RECORDS, query({ kind: 'demo' }))).rows.map((r) => r.full_name).sort()).toEqual(['Jordan Lee', 'Zoe Park']);
    expect((await getRecords(INQUIRY_RECORDS, query({ kind: 'contact', search: 'widget' }))).rows.map((r) => r.full_name)).toEqual(['Ben 100% Real']);
    expect((await getRecords(INQUIRY_RECORDS, query({ search: 'LEE DENTAL' }))).total).toBe(1);
    expect((await getRecords(INQUIRY_RECORDS, query({ search: 'clinic.example' }))).total).toBe(1);
    expect((await getRecords(INQUIRY_RECORDS, query({ search: '555 0100' }))).total).toBe(1);
    expect((await getRecords(INQUIRY_RECORDS, query({ search: '100%' }))).total).toBe(1);
    expect((await getRecords(INQUIRY_RECORDS, query({ search: 'a,b) or (1=1' }))).total).toBe(0);
    expect(await getRecords(INQUIRY_RECORDS, query({ page: 5 }))).toEqual({ rows: [], total: 4 });
  });

  it('counts the stat cards over all enquiries', async () => {
    expect(await getRecordStats(INQUIRY_RECORDS)).toEqual({
      total: 4,
      thisWeek: 4,
      demo: 2,
      contact: 2,
      byStatus: { new: 4, ...noStatus },
      archived: 0,
    });
  });

  it('exports every matching enquiry', async () => {
    const all = await fetchAllRecords(INQUIRY_RECORDS, {
      search: '',
      kind: 'contact',
      status: 'all',
      archived: false,
      sort: { column: 'full_name', ascending: true },
    });
    expect(all.map((r) => [r.full_name, r.subject, r.message])).toEqual([
      ['Ana Lopez', 'sales', 'Pricing for 3 locations?\nThanks'],
      ['Ben 100% Real', 'support', 'Widget help'],
    ]);
  });

  it('moves an enquiry through the pipeline: status, note, archive out of the list, restore, with its history', async () => {
    const { rows } = await getRecords(INQUIRY_RECORDS, query({ search: 'jordan' }));
    const id = rows[0]!.id;
    await setPipelineStatus(TABLE, [id], 'contacted');
    await addRowNote(TABLE, id, 'Called, demo on Tuesday');
    expect((await getRecords(INQUIRY_RECORDS, query({ status: 'contacted' }))).rows.map((r) => r.id)).toEqual([id]);
    expect((await getRowNotes(TABLE, id)).map((n) => n.body)).toEqual(['Called, demo on Tuesday']);

    await archivePipelineRows(TABLE, [id]);
    expect((await getRecords(INQUIRY_RECORDS, query())).total).toBe(3);
    expect((await getRecords(INQUIRY_RECORDS, query({ archived: true }))).rows.map((r) => [r.id, r.status])).toEqual([[id, 'contacted']]);
    expect(await getRecordStats(INQUIRY_RECORDS)).toMatchObject({ total: 3, demo: 1, byStatus: { new: 3, ...noStatus }, archived: 1 });
    // The whole-list export follows the filters, the Archived view included.
    expect((await fetchAllRecords(INQUIRY_RECORDS, { ...query({ archived: true }) })).map((r) => r.id)).toEqual([id]);

    await restorePipelineRows(TABLE, [id]);
    expect((await getRecords(INQUIRY_RECORDS, query())).total).toBe(4);
    // owner_changed: the round robin gave the new enquiry its owner (20261129000100_speed_to_lead.sql).
    expect((await getRowActivity(TABLE, id)).map((e) => e.action).sort()).toEqual(['archived', 'note_added', 'owner_changed', 'restored', 'status_changed']);
    await setPipelineStatus(TABLE, [id], 'new');
  });

  it('permanently deletes an enquiry, and reports a second delete of it as not found', async () => {
    const { rows } = await getRecords(INQUIRY_RECORDS, query({ search: 'zoe' }));
    const id = rows[0]!.id;
    await deletePipelineRows(TABLE, [id]);
    await expect(deletePipelineRows(TABLE, [id])).rejects.toBeInstanceOf(NotFoundError);
    expect(await getRecordStats(INQUIRY_RECORDS)).toMatchObject({ total: 3, thisWeek: 3, demo: 1, contact: 2, archived: 0 });
  });
});
