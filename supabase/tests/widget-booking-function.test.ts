import type { PGlite } from '@electric-sql/pglite';
import { createMigratedPglite } from '../../src/testing/migrated-pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY } from '../../src/lib/demo/demo-credentials';
import { bookingDefinition } from '../../src/widgets/kinds/booking/definition';
import type { BookingSettings } from '../../src/widgets/kinds/booking/settings';
import { serveFunction } from './support/deno-function';
import { servePostgrest } from './support/postgrest-server';

/**
 * supabase/functions/widget-booking on a real Deno, through the database's booking functions on a
 * PostgREST (the demo's stand-in, over PGlite with every migration) with the anon key: the slots the
 * widget reads, what it posts and every answer, then the owner's email link: a page that asks, and
 * decides only on its buttons.
 */
const OWNER = '0b0e0000-0000-4000-8000-0000000000e4';
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

type Slots = { timeZone: string; days: Array<{ date: string; slots: Array<{ start: string; time: string }> }> };

describe('the widget-booking Edge Function on Deno', () => {
  let db: PGlite;
  let api: Awaited<ReturnType<typeof servePostgrest>>;
  let fn: Awaited<ReturnType<typeof serveFunction>>;
  let widget: string;
  let draft: string;

  beforeAll(async () => {
    db = await createMigratedPglite();
    await db.exec(`insert into auth.users (id, email) values ('${OWNER}', 'owner@salon.example');`);
    const preset = bookingDefinition.presets[0]!.settings as BookingSettings;
    // Open around the clock with no notice, so a time is always free "now".
    const settings: BookingSettings = {
      ...preset,
      hours: { ...preset.hours, timeZone: 'Europe/London', intervals: WEEK.map((day) => ({ day, open: '00:00', close: '24:00' })), holidays: [] },
      slotMinutes: 30,
      noticeHours: 0,
      daysAhead: 3,
      note: { enabled: true, label: 'Anything we should know?' },
    };
    const insert = async (published: boolean) =>
      (
        await db.query<{ id: string }>(
          `insert into public.widgets (owner_id, kind, name, draft, published, published_at)
             values ($1, 'booking', 'Salon bookings', $2, ${published ? '$2, now()' : 'null, null'}) returning id`,
          [OWNER, JSON.stringify(settings)],
        )
      ).rows[0]!.id;
    widget = await insert(true);
    draft = await insert(false);
    api = await servePostgrest(db);
    fn = await serveFunction('widget-booking', { SUPABASE_URL: api.url, SUPABASE_ANON_KEY: DEMO_ANON_KEY });
  }, 180_000);
  afterAll(async () => {
    await fn?.stop();
    await api?.close();
    await db?.close();
  });
  beforeEach(() => db.exec('delete from public.booking_requests'));

  const slots = (id: string) => fetch(`${fn.url}?w=${id}`, { headers: { Origin: 'https://salon.example' } });
  /** A free start on the last day offered: never near enough to "now" to race the clock. */
  const freeStart = async (index = 0) => ((await (await slots(widget)).json()) as Slots).days.at(-1)!.slots[index]!.start;
  const post = (body: unknown) =>
    fetch(fn.url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://salon.example' },
      body: typeof body === 'string' ? body : JSON.stringify({ w: widget, ...(body as object) }),
    });
  const visit = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '', note: '', hp: '', t: 5000 };
  const statuses = async () =>
    (await db.query<{ status: string }>('select status from public.booking_requests order by created_at')).rows.map((r) => r.status);
  /** The newest request email's link. */
  const decideLink = async () => {
    const { rows } = await db.query<{ url: string }>(
      `select template ->> 'confirmUrl' as url from public.email_outbox where kind = 'booking_request' order by created_at desc limit 1`,
    );
    return `${fn.url}?decide=${new URL(rows[0]!.url).searchParams.get('decide')}`;
  };
  const press = (link: string, decision: string) =>
    fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}` });

  it('answers the free slots to any origin, never cached; 404 for a draft or unknown widget, 400 for a bad id', async () => {
    const response = await slots(widget);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Slots;
    expect(body.timeZone).toBe('Europe/London');
    expect(body.days.at(-1)!.slots[0]).toEqual({ start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/), time: '00:00' });
    expect((await slots(draft)).status).toBe(404);
    expect((await slots('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await slots('not-an-id')).status).toBe(400);
    expect((await fetch(fn.url, { method: 'PUT' })).status).toBe(405);
  });

  it('stores a request and answers 200; refusals get their own status', async () => {
    const start = await freeStart();
    const response = await post({ ...visit, start });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await statuses()).toEqual(['pending']);
    const cases: Array<[unknown, number, string?]> = [
      ['not json', 400, 'invalid_submission'],
      [{ ...visit, start: 'tomorrow' }, 400, 'invalid_submission'],
      [{ ...visit, start, t: 1000 }, 400, 'refused'],
      [{ ...visit, start, email: '', phone: '' }, 400, 'refused'],
      [{ ...visit, start, email: 'nope' }, 400, 'refused'],
      [{ ...visit, start, w: draft }, 404],
      [{ ...visit, start: start.replace(/:00Z$/, ':30Z') }, 409, 'slot_taken'],
      [{ ...visit, start, note: 'x'.repeat(17_000) }, 413],
    ];
    for (const [body, status, error] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (error) expect(await answer.json()).toEqual({ error });
    }
    expect(await statuses()).toEqual(['pending']);
  });

  it('answers 429 over the hourly limits', async () => {
    const start = await freeStart();
    for (let i = 0; i < 3; i++) expect((await post({ ...visit, start })).status).toBe(200);
    const over = await post({ ...visit, start });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: 'rate_limited' });
  });

  it('answers 503 when the database cannot be reached', async () => {
    // Port 9 (discard) on the loopback: nothing listens, so every call fails to connect.
    const cut = await serveFunction('widget-booking', { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: DEMO_ANON_KEY });
    try {
      expect((await fetch(`${cut.url}?w=${widget}`)).status).toBe(503);
      const posted = await fetch(cut.url, { method: 'POST', body: JSON.stringify({ w: widget, ...visit, start: await freeStart() }) });
      expect(posted.status).toBe(503);
      expect(await posted.json()).toEqual({ error: 'unavailable' });
      expect((await fetch(`${cut.url}?decide=${'a'.repeat(64)}`)).status).toBe(503);
    } finally {
      await cut.stop();
    }
  }, 120_000);

  it("shows the owner's link as a page with two buttons, decides only on a button, and says what happened", async () => {
    const start = await freeStart(2);
    await post({ ...visit, start, note: '<script>alert(1)</script>' });
    const first = await decideLink();
    await post({ ...visit, start, email: '', phone: '+44 20 7123 4567', name: 'Bo <b>Lind</b>' });
    const second = await decideLink();

    const asked = await fetch(first);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await asked.text();
    expect(html).toContain('name="decision" value="confirmed"');
    expect(html).toContain('name="decision" value="declined"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(await statuses()).toEqual(['pending', 'pending']);

    const confirmed = await press(first, 'confirmed');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Booking confirmed');
    expect(await statuses()).toEqual(['confirmed', 'pending']);
    expect(((await (await slots(widget)).json()) as Slots).days.flatMap((d) => d.slots.map((s) => s.start))).not.toContain(start);
    expect(await (await press(first, 'declined')).text()).toContain('Already confirmed');
    expect(await (await fetch(first)).text()).toContain('Already confirmed');

    const taken = await press(second, 'confirmed');
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('This time is already booked');
    const declined = await (await press(second, 'declined')).text();
    expect(declined).toContain('Booking declined');
    expect(declined).toContain('please call them');
    expect(declined).toContain('Bo &lt;b&gt;Lind&lt;/b&gt;');
    expect(await statuses()).toEqual(['confirmed', 'declined']);

    expect((await press(first, 'maybe')).status).toBe(400);
    expect((await fetch(`${fn.url}?decide=${'0'.repeat(64)}`)).status).toBe(404);
    expect((await press(`${fn.url}?decide=${'0'.repeat(64)}`, 'confirmed')).status).toBe(404);
    expect((await fetch(`${fn.url}?decide=not-a-token`)).status).toBe(404);
  });
});
