// Widget views (issue 45) under load: the beacons installed widgets send, replayed against the demo backend's
// widget-views function (Deno, through its PostgREST, on PGlite) as fast as 50 at a time allow, then the
// counts read back from the database and compared with what was sent. Used by scripts/bench.mjs
// (`node scripts/bench.mjs --only views`; --views N beacons, default 100000; --views-concurrency N, default 50).
// It prints figures; it is not a test.
import { loadSource as load } from './load-source.mjs';

const KINDS = ['business-hours', 'faq', 'whatsapp-button', 'call-button', 'rating-badge'];
const HOSTS = ['casa-lucia.example', 'www.casa-lucia.example', 'bistro.example'];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Five published widgets (each kind's first preset) and one left unpublished, through the test-only endpoint. */
async function seedWidgets(base) {
  const { KIND_DEFINITIONS } = await load('src/widgets/registry.ts');
  const store = async (kind, published) => {
    const response = await fetch(`${base}/__test/widgets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind, settings: KIND_DEFINITIONS[kind].presets[0].settings, published, ownerEmail: 'bench-views@localboost.example' }),
    });
    if (response.status !== 201)
      throw new Error(`Seeding a ${kind} widget: ${response.status} ${await response.text()} (the backend needs LOCAL_BACKEND_TEST_RESET=1)`);
    return (await response.json()).id;
  };
  const published = [];
  for (const kind of KINDS) published.push(await store(kind, true));
  return { published, unpublished: await store('faq', false) };
}

/** A page view: one to three of the published widgets, sometimes with the unpublished one or an unknown id. */
function pageView(n, { published, unpublished }) {
  const ids = [];
  for (let i = 0; i <= n % 3; i++) ids.push(published[(n * 7 + i * 3) % published.length]);
  if (n % 10 === 0) ids.push(unpublished);
  if (n % 25 === 0) ids.push(UNKNOWN);
  return { h: HOSTS[n % HOSTS.length], w: [...new Set(ids)] };
}

/** Replays `views` beacons, `concurrency` at a time, and prints the rate and the counts against what was sent. */
export async function printWidgetViews({ base, database, views = 100_000, concurrency = 50 }) {
  const widgets = await seedWidgets(base);
  const sent = new Map(widgets.published.map((id) => [id, 0]));
  const failures = new Map();
  let next = 0;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < views) {
      const beacon = pageView(next++, widgets);
      const response = await fetch(`${base}/functions/v1/widget-views`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, Origin: 'https://casa-lucia.example' },
        body: JSON.stringify(beacon),
      }).catch((error) => ({ status: error.cause?.code ?? 'network error', body: null }));
      await response.body?.cancel();
      if (response.status === 204) {
        for (const id of beacon.w) if (sent.has(id)) sent.set(id, sent.get(id) + 1);
      } else failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
      if (++done % Math.max(1, Math.floor(views / 10)) === 0)
        console.log(`  ${done.toLocaleString('en-US')} beacons, ${Math.round(done / ((performance.now() - started) / 1000))} a second`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;

  const { rows } = await database.sql.query(
    `select widget_id::text as id, sum(views)::bigint::text as views, count(*)::int as shards, count(distinct host)::int as hosts
       from public.widget_views where widget_id = any($1::uuid[]) group by widget_id`,
    [[...widgets.published, widgets.unpublished]],
  );
  const counted = new Map(rows.map((row) => [row.id, row]));
  const widgetViews = [...sent.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `\nWidget views: ${views.toLocaleString('en-US')} beacons (${concurrency} at a time) in ${seconds.toFixed(1)} s: ` +
      `${Math.round(views / seconds)} beacons a second, ${Math.round(widgetViews / seconds)} widget views a second`,
  );
  if (failures.size > 0)
    console.log(`  not 204: ${[...failures].map(([status, n]) => `${n} x ${status}`).join(', ')} (left out of "sent")`);
  let exact = true;
  for (const id of widgets.published) {
    const row = counted.get(id);
    const got = Number(row?.views ?? 0);
    const difference = got - sent.get(id);
    exact &&= difference === 0;
    console.log(
      `  ${id}  sent ${String(sent.get(id)).padStart(6)}  counted ${String(got).padStart(6)}  ` +
        `${difference === 0 ? 'exact' : `difference ${difference > 0 ? '+' : ''}${difference}`}  ` +
        `(${row?.shards ?? 0} rows over ${row?.hosts ?? 0} hosts)`,
    );
  }
  const unpublishedViews = Number(counted.get(widgets.unpublished)?.views ?? 0);
  exact &&= unpublishedViews === 0;
  console.log(`  unpublished widget counted ${unpublishedViews} (expected 0)`);
  console.log(`  ${exact ? 'exact' : 'NOT exact'}: every published widget's count equals the views sent`);
  return { seconds, exact };
}
