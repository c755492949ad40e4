/* global window, document, location, Element, requestAnimationFrame -- functions here run in the page */
// Early input: the first tap as a visitor on a cheap phone gets it (decision 043): a phone-sized page, the
// CPU slowed 4x, a 150 ms round trip and 1.6 Mbps down. The visitor loads a page, reads for 3 s, then acts
// once; the time is measured in the page, from the input event's own timestamp to the first frame that
// shows the answer (checked every frame). Also: whether what a visitor enters before the app has started
// survives. Used by scripts/bench.mjs (`node scripts/bench.mjs --only early-input` runs just this part).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const PHONE = {
  viewport: { width: 412, height: 823 },
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
};
const READING_MS = 3_000;
const RUNS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A fresh phone: its own context (empty cache), slowed CPU and network. */
async function phonePage(browser) {
  const context = await browser.newContext({ viewport: PHONE.viewport, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, page };
}

/**
 * Starts timing in the page: the last input event (pointerdown or keydown) on an element matching
 * `startOn` is the start; the first animation frame at which `answered` (a function's source, run in the
 * page) holds is the end. Resolves in Node with the milliseconds between them.
 */
async function armProbe(page, startOn, answered) {
  await page.evaluate(
    ({ startOn, answered }) => {
      const shown = new Function(`return (${answered})()`);
      const probe = { start: null, end: null };
      window.__tapProbe = probe;
      const mark = (event) => {
        if (event.target instanceof Element && event.target.closest(startOn)) probe.start = event.timeStamp;
      };
      window.addEventListener('pointerdown', mark, true);
      window.addEventListener('keydown', mark, true);
      const frame = (now) => {
        if (probe.start !== null && now >= probe.start && shown()) probe.end = now;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { startOn, answered: answered.toString() },
  );
  return async () => {
    await page.waitForFunction(() => window.__tapProbe.end !== null, null, { timeout: 30_000 });
    return page.evaluate(() => window.__tapProbe.end - window.__tapProbe.start);
  };
}

const CASES = [
  {
    name: '/ open the phone menu (its links on screen)',
    path: '/',
    startOn: '[popovertarget="mobile-menu"]',
    answered: () => {
      const link = document.querySelector('#mobile-menu a');
      return Boolean(link && link.getBoundingClientRect().height > 0);
    },
    act: (page) => page.locator('[popovertarget="mobile-menu"]').tap(),
  },
  {
    // A page whose every control the page answers itself starts no app before this tap (decision 043).
    name: '/captivaite-transition open the first FAQ answer',
    path: '/captivaite-transition',
    startOn: '[aria-labelledby="faq-heading"] details > summary',
    answered: () => {
      const answer = document.querySelector('[aria-labelledby="faq-heading"] details [role="region"]');
      return Boolean(answer && answer.getBoundingClientRect().height > 0);
    },
    act: (page) => page.locator('[aria-labelledby="faq-heading"] details > summary').first().tap(),
  },
  {
    name: '/tools tap the Restaurants filter',
    path: '/tools',
    startOn: 'button',
    answered: () =>
      document.querySelector('button[aria-pressed="true"]')?.textContent?.trim() === 'Restaurants' &&
      /for Restaurants/.test(document.querySelector('#main-content')?.textContent ?? ''),
    act: (page) =>
      page
        .getByRole('group', { name: 'Filter by business type' })
        .getByRole('button', { name: 'Restaurants' })
        .tap(),
  },
  {
    name: '/tools type "menu" into the search box (after the last key)',
    path: '/tools',
    startOn: '#tool-search',
    answered: () => {
      const status = [...document.querySelectorAll('[role="status"]')].find((s) =>
        /tools? found/.test(s.textContent),
      );
      return (
        new URL(location.href).searchParams.get('q') === 'menu' && status?.textContent === window.__menuResult
      );
    },
    setUp: (page, expected) => page.evaluate((text) => (window.__menuResult = text), expected.menuResult),
    act: async (page) => {
      await page.locator('#tool-search').tap();
      await page.keyboard.type('menu', { delay: 120 });
    },
  },
  {
    // Answered by the browser (a radio input, the shown period by CSS), with no app before the tap (decision
    // 046). The status holds a sentence per period, the other one hidden: what it shows is its rendered text.
    name: '/pricing switch to Annual',
    path: '/pricing',
    startOn: 'input[type="radio"], [role="radiogroup"] label',
    answered: () =>
      [...document.querySelectorAll('[role="status"]')].some((s) =>
        s.innerText.trim().startsWith('Showing annual prices'),
      ),
    act: (page) => page.getByRole('radio', { name: /Annual/ }).tap(),
  },
  {
    // Answered by the page itself, with no app before the tap (decision 046): the toggle and the count.
    name: '/tool/google-reviews-widget add it to the shortlist',
    path: '/tool/google-reviews-widget',
    startOn: '[aria-pressed]',
    answered: () =>
      document.querySelector('main [aria-pressed="true"]') !== null &&
      document.querySelector('[data-shortlist-count]')?.textContent === '1',
    act: (page) => page.getByRole('button', { name: /^Add .* to my shortlist$/ }).tap(),
  },
  {
    name: '/custom-builder name, Restaurant, Next (after Next)',
    path: '/custom-builder',
    startOn: 'button[type="submit"]',
    answered: () =>
      [...document.querySelectorAll('h2')].some((h) => h.textContent === 'What are your main goals?'),
    act: async (page) => {
      await page.getByLabel('Business name').tap();
      await page.keyboard.type('Tapas Bar', { delay: 60 });
      await page.getByRole('radio', { name: 'Restaurant' }).tap();
      await page.getByRole('button', { name: 'Next' }).tap();
    },
  },
];

/** What the directory says once it shows the search "menu" (read at full speed, app running). */
async function expectedResults(browser, base) {
  const page = await browser.newPage();
  await page.goto(`${base}/tools?q=menu`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const menuResult = await page
    .getByRole('status')
    .filter({ hasText: /tools? found/ })
    .textContent();
  await page.close();
  return { menuResult };
}

async function firstInteractions(browser, base) {
  const expected = await expectedResults(browser, base);
  const rows = [];
  for (const scenario of CASES) {
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await phonePage(browser);
      try {
        await page.goto(base + scenario.path, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForTimeout(READING_MS); // the visitor reads
        await scenario.setUp?.(page, expected);
        const measured = await armProbe(page, scenario.startOn, scenario.answered);
        await scenario.act(page);
        times.push(await measured());
      } finally {
        await context.close();
      }
    }
    rows.push({ name: scenario.name, median: median(times), times });
  }
  return rows;
}

/** Ways to enter text before the app has started. */
const ENTRIES = {
  typed: (page, locator, text) => locator.pressSequentially(text),
  pasted: async (page, locator, text) => {
    await locator.focus();
    await page.keyboard.insertText(text);
  },
  autofilled: (page, locator, text) =>
    locator.evaluate((field, value) => {
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }, text),
};

/** Forms and the directory: what is entered, and how to tell once the app runs that it was kept. */
const TARGETS = [
  {
    name: '/tools search',
    path: '/tools',
    fields: { '#tool-search': 'menu' },
    // The list follows the box once the app has committed, a deferred render later: wait for that state
    // (a few seconds at most on the slowed CPU) rather than reading the count at the moment of hydration.
    kept: (page, expected) =>
      page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${expected.menuResult.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false),
  },
  {
    name: '/contact form',
    path: '/contact',
    fields: {
      '#contact-first-name': 'Ana',
      '#contact-last-name': 'Early',
      '#contact-email': 'ana@example.com',
      '#contact-message': 'Entered before the app started.',
    },
    // The form took every field when Send gets the message stored (the demo backend serves the bench);
    // a field it lost is flagged instead. Wait for either: the check loads the form's schema first.
    kept: async (page) => {
      await page.locator('#contact-subject').selectOption('demo');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const sent = page.getByRole('status').getByText(/We have your message/);
      await sent
        .or(page.locator('[aria-invalid="true"]'))
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      return sent.isVisible();
    },
  },
  {
    name: '/onboarding form',
    path: '/onboarding',
    fields: { '#fullName': 'Ana Early', '#email': 'ana@example.com', '#phone': '555 0100' },
    // Submit follows what the fields hold once the app has adopted them, a render after hydration: wait
    // for that state (a moment on the slowed CPU) rather than reading it at the moment of hydration.
    kept: (page) =>
      page
        .locator('button:enabled', { hasText: 'Submit Information' })
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false),
  },
  {
    name: '/custom-builder step 1',
    path: '/custom-builder',
    fields: { 'input[name="businessName"]': 'Early Bird Cafe' },
    choose: (page) => page.getByRole('radio', { name: 'Coffee Shop' }).check(),
    // Next checks the step with the form's schema, loaded once the app runs (decision 043): wait for the
    // next step (a moment on the slowed phone), not only for the click.
    kept: async (page) => {
      await page
        .getByRole('button', { name: 'Next' })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      return page
        .getByRole('heading', { level: 2, name: 'What are your main goals?' })
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
    },
  },
];

async function inputBeforeStart(browser, base) {
  const expected = await expectedResults(browser, base);
  const rows = [];
  for (const target of TARGETS) {
    const row = { name: target.name };
    for (const [how, enter] of Object.entries(ENTRIES)) {
      const { context, page } = await phonePage(browser);
      try {
        await page.goto(base + target.path, { waitUntil: 'domcontentloaded', timeout: 60_000 });
        for (const [selector, text] of Object.entries(target.fields))
          await enter(page, page.locator(selector), text);
        await target.choose?.(page);
        const beforeStart = !(await page.locator('html[data-hydrated]').count());
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
        const kept = await target.kept(page, expected);
        row[how] = `${kept ? 'kept' : 'LOST'}${beforeStart ? '' : ' (app had started)'}`;
      } finally {
        await context.close();
      }
    }
    rows.push(row);
  }
  return rows;
}

/** The pages the cases act on (scripts/bench.mjs checks them against the route table). */
export const EARLY_INPUT_PATHS = [...new Set([...CASES, ...TARGETS].map((item) => item.path))];

/** Prints both tables for the site served at `base`. */
export async function printEarlyInput(base, flags) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: flags ?? CHROMIUM_ARGS });
  try {
    console.log(
      `\nEarly input, the first interaction on a phone (${PHONE.viewport.width}x${PHONE.viewport.height}, CPU ${PHONE.cpuSlowdown}x slower, ` +
        `${PHONE.network.latency} ms round trip, 1.6 Mbps down; reads ${READING_MS / 1000} s, then acts; ` +
        `input to answer on screen, median of ${RUNS}):`,
    );
    for (const row of await firstInteractions(browser, base))
      console.log(
        `  ${row.name.padEnd(58)} ${`${Math.round(row.median)} ms`.padStart(8)}   (${row.times.map((t) => Math.round(t)).join(', ')})`,
      );
    console.log(
      '\nEarly input, made before the app has started (entered as soon as the page is parsed), once it runs:',
    );
    console.log(
      `  ${''.padEnd(26)} ${Object.keys(ENTRIES)
        .map((how) => how.padEnd(26))
        .join('')}`,
    );
    for (const row of await inputBeforeStart(browser, base))
      console.log(
        `  ${row.name.padEnd(26)} ${Object.keys(ENTRIES)
          .map((how) => row[how].padEnd(26))
          .join('')}`,
      );
  } finally {
    await browser.close();
  }
}
