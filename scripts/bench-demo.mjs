// The demo's journeys on the local backend (docs/decisions/018-demo-on-local-backend.md): how long the
// backend takes to start, and the journeys a new user and staff make, each in a fresh browser profile, desktop,
// unthrottled (median of 3), the staff ones again with 10,000 more leads. Printed by `npm run bench`; it prints figures, it is not a test.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const RUNS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts the demo backend on a fresh data folder, then again on the same one; resolves with the second. */
export async function startBenchBackend() {
  const dataDir = mkdtempSync(join(tmpdir(), 'localboost-bench-db-'));
  process.env.LOCAL_BACKEND_DATA_DIR = dataDir;
  const { startDemoBackend } = await import('../local-backend/start.mjs');
  let started = Date.now();
  const first = await startDemoBackend();
  const cold = Date.now() - started;
  await first.close();
  started = Date.now();
  const backend = await startDemoBackend();
  const warm = Date.now() - started;
  return {
    backend,
    cold,
    warm,
    close: async () => {
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function timed(browser, base, journey) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: base });
    try {
      const page = await context.newPage();
      times.push(await journey(page, run, context, base));
    } finally {
      await context.close();
    }
  }
  return times;
}

const hydrated = (page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });

const JOURNEYS = {
  '/contact Send -> confirmation': async (page, run) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.locator('#contact-first-name').fill('Bench');
    await page.locator('#contact-last-name').fill(`Visitor ${run}`);
    await page.locator('#contact-email').fill(`bench${run}@contact.example`);
    await page.locator('#contact-subject').selectOption('demo');
    await page.locator('#contact-message').fill('Measured by npm run bench.');
    const start = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').filter({ hasText: 'within 24 hours' }).waitFor({ timeout: 60_000 });
    return Date.now() - start;
  },
  '/custom-builder Generate My Toolkit -> confirmation': async (page, run) => {
    await page.goto('/custom-builder');
    await hydrated(page);
    await page.getByLabel('Business name').fill(`Bench Bistro ${run}`);
    await page.getByRole('radio', { name: 'Restaurant' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Get more positive reviews' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Tight marketing budget' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Email address').fill(`chef${run}@bench.example`);
    const start = Date.now();
    await page.getByRole('button', { name: 'Generate My Toolkit' }).click();
    await page.getByRole('heading', { name: 'Awesome! Keep an eye on your inbox' }).waitFor({ timeout: 60_000 });
    return Date.now() - start;
  },
  '/leads-admin navigation -> first row (signed in)': async (page, _run, context, base) => {
    await signInBeforehand(context, base);
    const start = Date.now();
    await page.goto('/leads-admin');
    await page.getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    return Date.now() - start;
  },
  '/board navigation -> first card (signed in)': async (page, _run, context, base) => {
    await signInBeforehand(context, base);
    const start = Date.now();
    await page.goto('/board');
    await page.getByRole('region', { name: 'New', exact: true }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    return Date.now() - start;
  },
  '/contacts/<id> navigation -> timeline (signed in)': async (page, _run, context, base) => {
    const token = await signInBeforehand(context, base);
    const { anonKey } = demoCredentials();
    const contacts = await context.request.get('/rest/v1/contacts?select=id&order=created_at.desc&limit=1', {
      headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
    });
    const [{ id }] = await contacts.json();
    const start = Date.now();
    await page.goto(`/contacts/${id}`);
    await page.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    return Date.now() - start;
  },
};

/**
 * Signs in as demo staff before the page opens, as staff returning to a screen are (supabase-js keeps the
 * session in localStorage under sb-<first label of the host>-auth-token); resolves with the access token.
 */
async function signInBeforehand(context, base) {
  const { anonKey, email, password } = demoCredentials();
  const response = await context.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: anonKey },
    data: { email, password },
  });
  const session = await response.json();
  const storageKey = `sb-${new URL(base).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKey, JSON.stringify(session)]);
  return session.access_token;
}

/** The staff journeys again, on a database holding this many more leads (issue 26: lists stay responsive). */
const LARGE = 10_000;
const STAFF_JOURNEYS = ['/leads-admin navigation -> first row (signed in)', '/board navigation -> first card (signed in)'];

/** Adds `count` builder leads in one statement, as the database's owner (the visitors' one-row limit is theirs). */
async function seedLeads(database, count) {
  await database.sql.query(
    `insert into public.custom_builder_leads (business_name, business_type, goals, current_challenges, email, created_at)
     select 'Bench Business #' || i, 'restaurant', array['leads'], array['time'], 'bench' || i || '@leads.example',
            now() - (i * interval '1 minute')
     from generate_series(1, $1::integer) as i`,
    [count],
  );
}

/** The demo's public credentials, read from their one source (Node 20 cannot import the TypeScript). */
function demoCredentials() {
  const source = readFileSync('src/lib/demo/demo-credentials.ts', 'utf8');
  const field = (name) => new RegExp(`${name}: '([^']+)'`).exec(source)[1];
  return { anonKey: /'(eyJ[^']+)'/.exec(source)[1], email: field('email'), password: field('password') };
}

/** Prints the backend's start times and the journeys for the demo build served at `base`. */
export async function printDemoJourneys(base, startTimes) {
  console.log('\nDemo backend (local-backend/): ready after a start on an empty data folder, and after a restart:');
  console.log(`  empty folder ${startTimes.cold} ms   restart ${startTimes.warm} ms`);
  console.log(`\nDemo journeys (fresh browser profile, desktop, unthrottled; ms, median of ${RUNS}):`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [name, journey] of Object.entries(JOURNEYS)) {
      const times = await timed(browser, base, journey);
      console.log(`  ${name.padEnd(56)} ${String(median(times)).padStart(5)} ms   (${times.join(', ')})`);
    }

  } finally {
    await browser.close();
  }
}

/** The staff journeys again once the backend's database holds LARGE more leads. */
export async function printLargeListJourneys(base, database) {
  const started = Date.now();
  await seedLeads(database, LARGE);
  console.log(`\nStaff screens with ${LARGE.toLocaleString('en-US')} more leads (seeded in ${Date.now() - started} ms; ms, median of ${RUNS}):`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const name of STAFF_JOURNEYS) {
      const times = await timed(browser, base, JOURNEYS[name]);
      console.log(`  ${name.padEnd(56)} ${String(median(times)).padStart(5)} ms   (${times.join(', ')})`);
    }
  } finally {
    await browser.close();
  }
}
