import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { WidgetKind } from '../src/widgets/kinds';
import type { AnnouncementBarSettings } from '../src/widgets/kinds/announcement-bar/settings';
import type { BusinessHoursSettings } from '../src/widgets/kinds/business-hours/settings';
import type { CallButtonSettings } from '../src/widgets/kinds/call-button/settings';
import type { ContactFormSettings } from '../src/widgets/kinds/contact-form/settings';
import type { CookieConsentSettings } from '../src/widgets/kinds/cookie-consent/settings';
import type { EmailSignupSettings } from '../src/widgets/kinds/email-signup/settings';
import type { BookingSettings } from '../src/widgets/kinds/booking/settings';
import type { FaqSettings } from '../src/widgets/kinds/faq/settings';
import type { MapLocatorSettings } from '../src/widgets/kinds/map-locator/settings';
import type { RatingBadgeSettings } from '../src/widgets/kinds/rating-badge/settings';
import type { TestimonialsSettings } from '../src/widgets/kinds/testimonials/settings';
import type { WhatsAppButtonSettings } from '../src/widgets/kinds/whatsapp-button/settings';
import { KIND_DEFINITIONS } from '../src/widgets/registry';
import { expectNoA11yViolations } from './support/fixtures';
import {
  markInputStep,
  recordLayoutShifts,
  seedWidget,
  snippet,
  startHostPage,
  type HostFile,
} from './support/host-page';

/*
 * The host-page gauntlet (issue 42, Tests): the snippets of all eleven kinds pasted into owners' pages on another
 * origin (127.0.0.1; the site is on localhost), from the production build, one page per kind of page:
 * plain HTML, aggressive global CSS, a strict CSP, placeholders inserted a second after load, two widgets of
 * each kind, globals patched by old libraries. On each page every widget shows and works by mouse and by
 * keyboard, the page's own elements keep their computed styles and the window its globals (but LocalBoost),
 * nothing is logged as an error, axe finds nothing inside the widgets and the widgets shift nothing.
 *
 * Each page is loaded twice: first with embed.js answered empty (a blocked script), which shows every
 * fallback and is the "before" of the styles, globals and heights; then as pasted.
 */

const KINDS = Object.keys(KIND_DEFINITIONS) as WidgetKind[];
const FLOATING = new Set<WidgetKind>(['announcement-bar', 'cookie-consent']);

/** A widget of the page: its kind and its settings (the kind's first preset, placed so floating ones do not overlap). */
interface PlacedWidget {
  kind: WidgetKind;
  settings: Record<string, unknown>;
  id?: string;
}

function preset(kind: WidgetKind): Record<string, unknown> {
  return structuredClone(KIND_DEFINITIONS[kind]!.presets[0]!.settings) as Record<string, unknown>;
}

/**
 * One widget of each kind: the announcement bar at the top, the consent box bottom right, the call button
 * floating bottom left, the rest inline. `second` gives a page's second widget of a kind: the announcement at
 * the bottom (not dismissible, so nothing of it hides under a consent button), the consent box bottom left,
 * the call button inline.
 */
function placed(kind: WidgetKind, second = false): PlacedWidget {
  const settings = preset(kind);
  switch (kind) {
    case 'announcement-bar':
      Object.assign(settings, {
        text: second ? 'Second notice: the terrace opens in May.' : 'Gauntlet notice: new autumn menu.',
        link: { show: true, label: 'See the menu', url: 'https://example.com/menu' },
        position: second ? 'bottom' : 'top',
        dismissible: !second,
        schedule: { start: '', end: '' },
      });
      break;
    case 'cookie-consent':
      Object.assign(settings, {
        layout: 'box',
        position: second ? 'bottom-left' : 'bottom-right',
        reopenButton: true,
      });
      break;
    case 'call-button':
      Object.assign(settings, {
        placement: second ? 'inline' : 'floating',
        corner: 'bottom-left',
        onlyWhileOpen: false,
      });
      break;
    case 'whatsapp-button':
      Object.assign(settings, { placement: 'inline', showLabel: true });
      break;
    case 'rating-badge':
      Object.assign(settings, { display: 'inline', link: 'https://www.example.com/reviews' });
      break;
    case 'map-locator':
      Object.assign(settings, { showMapButton: true });
      break;
    case 'testimonials':
      Object.assign(settings, { autoplay: false });
      break;
    default:
      break;
  }
  return { kind, settings };
}

const SITE_CSS = `
body { margin: 0; font-family: Georgia, serif; color: #222; background: #fafafa; }
header, .after, footer { padding: 16px 24px; }
.intro { min-height: 900px; padding: 24px; }
.grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 24px; padding: 0 24px; align-items: start; }
.late { height: 2400px; }
`;

/** What page builders' themes and old resets do to every element, important included. */
const AGGRESSIVE_CSS = `
html { font-size: 10px !important; }
*, *::before, *::after { margin: 0 !important; padding: 0 !important; box-sizing: content-box !important;
  font-family: "Comic Sans MS", cursive !important; line-height: 1 !important; color: #c00 !important;
  letter-spacing: 2px !important; text-transform: uppercase !important; border-radius: 0 !important; }
div { display: flex !important; flex-direction: row-reverse !important; background: #ffff00 !important;
  border: 3px dashed blue !important; font-size: 1.2rem !important; }
button { all: unset !important; background: #000 !important; color: #fff !important; font-size: 2rem !important; }
a { color: purple !important; text-decoration: none !important; }
svg { width: 120px !important; height: 120px !important; fill: red !important; }
p, li, dd, dt { font-size: 1rem !important; }
[hidden] { display: none !important; }
`;

/** What Prototype.js, RequireJS and zone.js (Angular) leave on a page's globals. */
const OLD_LIBRARY_JS = `
(function () {
  Array.prototype.toJSON = function () { return JSON.stringify(this.slice()); };
  String.prototype.toJSON = function () { return JSON.stringify(String(this)); };
  var nativeBind = Function.prototype.bind;
  Function.prototype.bind = function () { window.__patchedBindCalls = (window.__patchedBindCalls || 0) + 1; return nativeBind.apply(this, arguments); };
  window.__defineCalls = 0;
  window.define = function () { window.__defineCalls += 1; };
  window.define.amd = { jQuery: true };
  var NativePromise = window.Promise;
  function ZoneAwarePromise(executor) { return Reflect.construct(NativePromise, [executor], ZoneAwarePromise); }
  ZoneAwarePromise.prototype = Object.create(NativePromise.prototype, { constructor: { value: ZoneAwarePromise } });
  ['all', 'race', 'resolve', 'reject', 'allSettled', 'any'].forEach(function (name) {
    ZoneAwarePromise[name] = function () { return NativePromise[name].apply(ZoneAwarePromise, arguments); };
  });
  window.Promise = ZoneAwarePromise;
})();
`;

interface Scenario {
  title: string;
  /** The second widget of each kind. */
  twoOfEach?: boolean;
  aggressive?: boolean;
  strictCsp?: boolean;
  /** The placeholders are added by the page's own script a second after load. */
  late?: boolean;
  oldLibraries?: boolean;
}

const SCENARIOS: Scenario[] = [
  { title: 'plain HTML' },
  {
    title: 'aggressive global CSS (resets, div, button and * rules with !important, 10 px root font size)',
    aggressive: true,
  },
  { title: 'a strict CSP (only our origin in script-src and connect-src, nothing inline)', strictCsp: true },
  { title: 'placeholders inserted a second after load by the page', late: true },
  { title: 'two widgets of each kind on one page', twoOfEach: true },
  {
    title: 'globals patched by old libraries (Prototype.js toJSON, an AMD define, patched bind and Promise)',
    oldLibraries: true,
  },
];

/** The host page's own elements whose computed styles must not change, and the properties compared. */
const OWN_ELEMENTS = [
  'html',
  'body',
  'header',
  'h1',
  'nav a',
  '.intro',
  '.lead',
  '#own-button',
  '#own-input',
  '#widgets',
  '.after',
  '#after-text',
  '#after-button',
  'footer p',
];
const OWN_PROPERTIES = [
  'display',
  'position',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-left',
  'width',
  'font-size',
  'font-family',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-width',
  'border-top-style',
  'box-sizing',
  'letter-spacing',
  'text-transform',
  'visibility',
  'opacity',
  'overflow',
  'z-index',
  'cursor',
];

function hostPage(site: string, scenario: Scenario, widgets: PlacedWidget[]) {
  const snippetOf = (widget: PlacedWidget) =>
    snippet(site, {
      id: widget.id!,
      kind: widget.kind,
      fallbackHtml: KIND_DEFINITIONS[widget.kind]!.fallbackHtml(widget.settings),
    });
  const inline = widgets.filter(
    (widget) =>
      !FLOATING.has(widget.kind) &&
      !(widget.kind === 'call-button' && widget.settings.placement === 'floating'),
  );
  const floating = widgets.filter((widget) => !inline.includes(widget));
  const late = scenario.late ? [...inline, ...floating].map(snippetOf).join('\n') : '';
  const files: Record<string, HostFile> = { '/site.css': { type: 'text/css', body: SITE_CSS } };
  let head = '<link rel="stylesheet" href="/site.css">';
  if (scenario.aggressive) {
    files['/theme.css'] = { type: 'text/css', body: AGGRESSIVE_CSS };
    head += '<link rel="stylesheet" href="/theme.css">';
  }
  if (scenario.oldLibraries) {
    files['/old-libraries.js'] = { type: 'text/javascript', body: OLD_LIBRARY_JS };
    head += '<script src="/old-libraries.js"></script>';
  }
  if (scenario.late) {
    // The page's own script adds the placeholders (with their fallbacks) a second after load; embed.js is
    // already on the page (a theme's footer), as a page builder would have it.
    files['/late.js'] = {
      type: 'text/javascript',
      body: `addEventListener('load', function () { setTimeout(function () {
        document.getElementById('grid').insertAdjacentHTML('beforeend', ${JSON.stringify(late)});
      }, 1000); });`,
    };
    head += `<script src="/late.js"></script><script src="${site}/embed.js" async></script>`;
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chez Gauntlet</title>${head}</head><body>
<header><h1>Chez Gauntlet</h1><nav><a href="#widgets">Questions</a> <a href="#after-text">Find us</a></nav></header>
<main>
<section class="intro"><p class="lead">Fresh pasta every day, made in the window on Mill Street.</p>
<button type="button" id="own-button">Our own button</button> <label>Your email <input id="own-input" type="email"></label></section>
<h2 id="widgets">What our guests ask</h2>
<section class="grid${scenario.late ? ' late' : ''}" id="grid">${scenario.late ? '' : inline.map(snippetOf).join('\n')}</section>
<section class="after"><p id="after-text">We are at 12 Mill Street, open Tuesday to Sunday.</p><button type="button" id="after-button">Book a table</button></section>
</main>
<footer><p>© Chez Gauntlet</p>${scenario.late ? '' : floating.map(snippetOf).join('\n')}</footer>
</body></html>`;
  const headers: Record<string, string> = scenario.strictCsp
    ? {
        'Content-Security-Policy': `default-src 'none'; script-src ${site}; connect-src ${site}; style-src 'self'; frame-src https://www.google.com; form-action 'none'; base-uri 'none'`,
      }
    : {};
  return { html, headers, files };
}

/**
 * Lists in window.__widgetFocus the widget ids whose own controls (inside their shadow roots) take the focus,
 * and in window.__ringless the controls focused by keyboard without the widgets' two-ring focus indicator
 * (base-styles.ts: a dark outline outside a light ring, seen on any background), which a kind's own
 * box-shadow or outline would replace.
 */
function recordWidgetFocus() {
  const record = window as unknown as { __widgetFocus: string[]; __ringless: string[] };
  record.__widgetFocus = [];
  record.__ringless = [];
  document.addEventListener('focusin', (event) => {
    const host = event.target instanceof Element ? event.target.closest('[data-localboost-widget]') : null;
    const inner = event.composedPath()[0];
    if (host?.shadowRoot && inner instanceof Element && inner.getRootNode() === host.shadowRoot) {
      record.__widgetFocus.push(host.getAttribute('data-localboost-widget')!);
      const ring = getComputedStyle(inner);
      if (
        inner.matches(':focus-visible') &&
        !(
          ring.outlineStyle === 'solid' &&
          ring.outlineWidth === '3px' &&
          ring.boxShadow.startsWith('rgb(255, 255, 255) 0px 0px 0px 2px')
        )
      )
        record.__ringless.push(
          `${host.getAttribute('data-kind')} ${inner.tagName.toLowerCase()}.${inner.className}: outline ${ring.outlineStyle} ${ring.outlineWidth}, box-shadow ${ring.boxShadow}`,
        );
    }
  });
}

function snapshot({ selectors, properties }: { selectors: string[]; properties: string[] }) {
  const styles: Record<string, Record<string, string>> = {};
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`No ${selector} on the host page`);
    const computed = getComputedStyle(element);
    styles[selector] = Object.fromEntries(
      properties.map((property) => [property, computed.getPropertyValue(property)]),
    );
  }
  return { styles, globals: Object.getOwnPropertyNames(window).sort() };
}

/** The host's reserved height, whether its widget waits behind the fallback, and its box. */
const reservationOf = (host: Locator) =>
  host.evaluate((element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    return {
      reserved: element.style.getPropertyValue('--lb-reserved'),
      held: !!element.shadowRoot?.querySelector('slot.lb-hold'),
      top: box.top,
      height: box.height,
    };
  });

test.describe('widget gauntlet: the snippet of each kind in owners’ pages', () => {
  // A page of 10 to 20 widgets, each loaded, scanned, walked with Tab and used: some 15 to 90 s on a busy 2-core machine.
  test.describe.configure({ timeout: 150_000 });
  for (const scenario of SCENARIOS) {
    test(scenario.title, async ({ page, baseURL }) => {
      const site = new URL(baseURL!).origin;
      const widgets = KINDS.flatMap((kind) =>
        scenario.twoOfEach ? [placed(kind), placed(kind, true)] : [placed(kind)],
      );
      // An owner of its own per test and run (an owner keeps at most 50 widgets; the database may outlive a run).
      const owner = `gauntlet-${SCENARIOS.indexOf(scenario)}-${randomUUID().slice(0, 8)}@localboost.example`;
      await Promise.all(
        widgets.map(async (widget) => {
          widget.id = await seedWidget(site, widget.kind, widget.settings, owner);
        }),
      );
      const { html, headers, files } = hostPage(site, scenario, widgets);
      const hostSite = await startHostPage(html, headers, files);
      try {
        await runGauntlet(page, site, hostSite.url, scenario, widgets);
      } finally {
        await hostSite.close();
      }
    });
  }
});

async function runGauntlet(
  page: Page,
  site: string,
  url: string,
  scenario: Scenario,
  widgets: PlacedWidget[],
) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (violation: string) => errors.push(`CSP: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      );
    });
  });
  await page.addInitScript(recordLayoutShifts);
  // The map's embed is Google's: the test has no internet, and asserts that nothing is asked before "Show map".
  const googleRequests: string[] = [];
  await page.route('https://www.google.com/**', (route) => {
    googleRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' });
  });
  const hosts = widgets.map((widget) => page.locator(`[data-localboost-widget="${widget.id}"]`));
  const pageUrl = `${url}#widgets`;

  // 1. embed.js blocked: the fallbacks show; the page's own styles, its globals and the fallbacks' heights.
  await page.route(`${site}/embed.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', headers: { 'Cache-Control': 'no-store' }, body: '' }),
  );
  await page.goto(pageUrl);
  await expect(page.locator('[data-localboost-widget]')).toHaveCount(widgets.length);
  for (const [index, widget] of widgets.entries()) {
    // The consent manager has no fallback: without its script there is nothing to consent to.
    if (KIND_DEFINITIONS[widget.kind]!.fallbackHtml(widget.settings) !== '')
      await expect(hosts[index]!.locator(':scope > *').first()).toBeVisible();
  }
  const before = await page.evaluate(snapshot, { selectors: OWN_ELEMENTS, properties: OWN_PROPERTIES });
  const fallbackHeights = await Promise.all(
    hosts.map((host) => host.evaluate((element) => element.getBoundingClientRect().height)),
  );
  await page.unroute(`${site}/embed.js`);

  // 2. As pasted (a reload: going to the same address with its #fragment would only scroll), at #widgets: the
  // grid's first widgets are on screen as they render.
  await page.reload();
  // The loader starts inline widgets within 800 px of the viewport (the floating kinds wherever they are).
  const mounted = (host: Locator) =>
    host.evaluate((element) => (element.shadowRoot?.childElementCount ?? 0) > 0);
  const near = await Promise.all(
    hosts.map((host) => host.evaluate((element) => element.getBoundingClientRect().top < innerHeight + 800)),
  );
  await Promise.all(
    hosts.map((host, index) => (near[index] ? expect.poll(() => mounted(host)).toBe(true) : undefined)),
  );
  const mountedAtLoad = await Promise.all(hosts.map(mounted));
  const layoutShift = () =>
    page.evaluate(() => {
      const record = window as unknown as { __layoutShift: number; __layoutShifts: string[] };
      return { sum: record.__layoutShift, entries: record.__layoutShifts };
    });
  expect((await layoutShift()).entries, 'layout shifts once the widgets have rendered').toEqual([]);

  // The fallback's height (runtime/reservation.ts): hosts below the viewport at render hold nothing; on screen,
  // a shorter widget keeps the fallback's height and a taller one waits behind its fallback, until the change
  // moves nothing on screen. Scrolled to the top, every grid host is below the viewport: all are released.
  const viewport = page.viewportSize()!.height;
  const atRender = await Promise.all(hosts.map(reservationOf));
  const watched = atRender.filter((state, index) => {
    if (!mountedAtLoad[index]) return false;
    if (state.top >= viewport)
      expect({ kind: widgets[index]!.kind, ...state, reserved: state.reserved !== '' }).toMatchObject({
        reserved: false,
        held: false,
      });
    return state.reserved !== '';
  });
  expect(
    watched.length,
    'widgets rendered on screen with a height other than their fallback’s',
  ).toBeGreaterThan(0);
  // Those further down start as the visitor scrolls to them.
  for (const [index, host] of hosts.entries()) {
    if (mountedAtLoad[index]) continue;
    await host.scrollIntoViewIfNeeded();
    await expect.poll(() => mounted(host)).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const released = () =>
    Promise.all(hosts.map(reservationOf)).then((states) =>
      states.map(({ reserved, held }, index) => ({ kind: widgets[index]!.kind, reserved, held })),
    );
  await expect
    .poll(released, 'reservations once scrolled to the top')
    .toEqual(widgets.map(({ kind }) => ({ kind, reserved: '', held: false })));
  await Promise.all(widgets.map((widget, index) => expect(shown(hosts[index]!, widget)).toBeVisible()));
  // No gap left: the testimonials (one review where the fallback lists them all) take their own height, shorter
  // than their fallback; on the aggressive page the 10 px root font shrank the fallback, and the widget (sized
  // in px) takes its own, taller height once the swap moves nothing on screen.
  const testimonialsIndex = widgets.findIndex((widget) => widget.kind === 'testimonials');
  const testimonialsHeight = (await reservationOf(hosts[testimonialsIndex]!)).height;
  if (scenario.aggressive) expect(testimonialsHeight).toBeGreaterThan(fallbackHeights[testimonialsIndex]!);
  else expect(testimonialsHeight).toBeLessThan(fallbackHeights[testimonialsIndex]!);
  expect((await layoutShift()).entries, 'layout shifts once the widgets have taken their own height').toEqual(
    [],
  );

  // The page's own elements and globals are as they were without the widgets.
  const after = await page.evaluate(snapshot, { selectors: OWN_ELEMENTS, properties: OWN_PROPERTIES });
  expect(after.styles).toEqual(before.styles);
  expect(after.globals.filter((name) => !before.globals.includes(name))).toEqual(['LocalBoost']);
  // Its namespace: the loader's scan, and the consent manager's way in for the page's own "Cookie settings" links.
  expect(
    await page.evaluate(() => Object.keys((window as { LocalBoost?: object }).LocalBoost ?? {}).sort()),
  ).toEqual(['openConsent', 'scan']);
  // The fallbacks stay in the light DOM (search engines and scripts-off readers), behind the shadow roots.
  for (const [index, widget] of widgets.entries()) {
    if (KIND_DEFINITIONS[widget.kind]!.fallbackHtml(widget.settings) === '') continue;
    expect(
      await hosts[index]!.evaluate((element) => element.shadowRoot !== null && element.children.length > 0),
      widget.kind,
    ).toBe(true);
  }
  expect(before.globals.filter((name) => !after.globals.includes(name))).toEqual([]);

  if (scenario.oldLibraries) {
    // Never registered as an AMD module through the page's define (measured before axe, which does register).
    expect(await page.evaluate(() => (window as unknown as { __defineCalls: number }).__defineCalls)).toBe(0);
  }
  // Nothing asked of Google before a visitor asks for a map.
  expect(googleRequests).toEqual([]);

  // 0 axe violations inside the widgets, as they first show.
  await expectNoA11yViolations(page, { include: '[data-localboost-widget]' });

  // Every widget's controls are reached with Tab (the hours have none).
  const toReach = new Set(
    widgets.filter((widget) => widget.kind !== 'business-hours').map((widget) => widget.id!),
  );
  await page.evaluate(recordWidgetFocus);
  await page.locator('#own-input').focus();
  for (let press = 0; press < 120 && toReach.size > 0; press += 10) {
    for (let batch = 0; batch < 10; batch++) await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => (window as unknown as { __widgetFocus: string[] }).__widgetFocus,
    );
    for (const id of focused) toReach.delete(id);
  }
  expect(
    [...toReach].map((id) => widgets.find((widget) => widget.id === id)!.kind),
    'widgets not reached with Tab',
  ).toEqual([]);
  expect(
    [...new Set(await page.evaluate(() => (window as unknown as { __ringless: string[] }).__ringless))],
    'controls focused by keyboard without the two-ring focus indicator',
  ).toEqual([]);

  // Each works by mouse and keyboard. The floating ones first: they lie over the page.
  const order = [...widgets.keys()].sort(
    (a, b) => Number(FLOATING.has(widgets[b]!.kind)) - Number(FLOATING.has(widgets[a]!.kind)),
  );
  for (const index of order)
    await test.step(`${widgets[index]!.kind} works`, () =>
      markInputStep(hosts[index]!, () => exercise(page, hosts[index]!, widgets[index]!, googleRequests)));

  const atEnd = await layoutShift();
  expect(
    atEnd.entries,
    'layout shifts by the end (shifts answering an input are left out, as CLS does)',
  ).toEqual([]);
  if (scenario.oldLibraries) {
    // The page's patches are still in place.
    expect(
      await page.evaluate(() => [
        typeof (Array.prototype as { toJSON?: unknown }).toJSON,
        window.Promise.name,
      ]),
    ).toEqual(['function', 'ZoneAwarePromise']);
  }
  expect(errors).toEqual([]);
}

/** A widget with its kind's settings type, for the checks below that read them. */
interface SettingsOf {
  'announcement-bar': AnnouncementBarSettings;
  'cookie-consent': CookieConsentSettings;
  'call-button': CallButtonSettings;
  'whatsapp-button': WhatsAppButtonSettings;
  'business-hours': BusinessHoursSettings;
  testimonials: TestimonialsSettings;
  'rating-badge': RatingBadgeSettings;
  faq: FaqSettings;
  'map-locator': MapLocatorSettings;
  'contact-form': ContactFormSettings;
  'email-signup': EmailSignupSettings;
  booking: BookingSettings;
}
type TypedWidget = { [K in WidgetKind]: { kind: K; settings: SettingsOf[K]; id?: string } }[WidgetKind];

/** The element that shows a kind's widget has rendered (inside the shadow root: the fallback is not rendered). */
function shown(host: Locator, widget: PlacedWidget): Locator {
  const w = widget as unknown as TypedWidget;
  switch (w.kind) {
    case 'announcement-bar':
      return host.getByRole('region', { name: 'Announcement' });
    case 'cookie-consent':
      return host.getByRole('button', { name: w.settings.buttons.rejectAll });
    case 'call-button':
      return host.getByRole('link', { name: w.settings.label });
    case 'whatsapp-button':
      return host.getByRole('link', { name: w.settings.label });
    case 'business-hours':
      return host.locator('.status');
    case 'testimonials':
      return host.getByRole('group', { name: `1 of ${w.settings.reviews.length}` });
    case 'rating-badge':
      return host.getByRole('link', { name: /out of 5/ });
    case 'faq':
      return host.getByRole('button', { name: w.settings.items[0].question });
    case 'map-locator':
      return host.getByRole('button', { name: 'Show map' });
    case 'contact-form':
      return host.getByRole('button', { name: w.settings.button });
    case 'email-signup':
      return host.getByRole('button', { name: w.settings.button });
    case 'booking':
      // The free times, from the widget-booking function.
      return host.getByRole('group', { name: 'Day' });
  }
}

async function exercise(page: Page, host: Locator, widget: PlacedWidget, googleRequests: string[]) {
  const w = widget as unknown as TypedWidget;
  switch (w.kind) {
    case 'announcement-bar': {
      const bar = host.getByRole('region', { name: 'Announcement' });
      await expect(bar.getByRole('link', { name: w.settings.link.label })).toHaveAttribute(
        'href',
        w.settings.link.url,
      );
      await bar.getByRole('link', { name: w.settings.link.label }).hover();
      if (!w.settings.dismissible) break;
      await bar.getByRole('button', { name: 'Dismiss announcement' }).focus();
      await page.keyboard.press('Enter');
      await expect(bar).toHaveCount(0);
      // Focus stays where the widget was pasted, not at the page's start.
      await expect(host).toBeFocused();
      break;
    }
    case 'cookie-consent': {
      await host.getByRole('button', { name: w.settings.buttons.rejectAll }).click();
      const reopen = host.getByRole('button', { name: w.settings.buttons.reopen });
      await expect(reopen).toBeVisible();
      await expect(host.getByRole('button', { name: w.settings.buttons.rejectAll })).toHaveCount(0);
      await reopen.focus();
      await page.keyboard.press('Enter');
      // Reopened with the choices open: Escape closes the choices, then the banner.
      await expect(host.getByRole('button', { name: w.settings.buttons.rejectAll })).toBeVisible();
      const choose = host.getByRole('button', { name: w.settings.buttons.choose });
      await expect(choose).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(choose).toBeFocused();
      await expect(choose).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Escape');
      await expect(reopen).toBeFocused();
      break;
    }
    case 'call-button': {
      const link = host.getByRole('link', { name: w.settings.label });
      await expect(link).toHaveAttribute('href', `tel:${w.settings.phone}`);
      await expect(link).toHaveAccessibleName(
        new RegExp(w.settings.display.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await link.hover();
      if (w.settings.placement === 'floating')
        await expect(host.locator('.cb--floating')).toHaveCSS('position', 'fixed');
      break;
    }
    case 'whatsapp-button': {
      const link = host.getByRole('link', { name: w.settings.label });
      const digits = w.settings.phone.replace(/[^0-9]/g, '');
      await expect(link).toHaveAttribute(
        'href',
        `https://wa.me/${digits}${w.settings.message ? `?text=${encodeURIComponent(w.settings.message)}` : ''}`,
      );
      await link.hover();
      break;
    }
    case 'business-hours':
      await expect(host.locator('.status')).toHaveText(/^(Open|Closed)\s*\S/);
      break;
    case 'testimonials': {
      const count = w.settings.reviews.length;
      await host.getByRole('button', { name: 'Next review' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(host.getByRole('group', { name: `2 of ${count}` })).toBeVisible();
      await host.getByRole('button', { name: 'Next review' }).click();
      await expect(host.getByRole('group', { name: `3 of ${count}` })).toBeVisible();
      await host.getByRole('button', { name: 'Previous review' }).click();
      await page.keyboard.press('ArrowLeft');
      await expect(host.getByRole('group', { name: `1 of ${count}` })).toBeVisible();
      break;
    }
    case 'rating-badge': {
      const ratings = (w.settings.reviews as Array<{ rating: number }>).map((review) => review.rating);
      const average = (Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10).toFixed(
        1,
      );
      const badge = host.getByRole('link', { name: /out of 5/ });
      await expect(badge).toContainText(`${average} out of 5`);
      await expect(badge).toContainText(`from ${ratings.length} reviews`);
      await expect(badge).toHaveAttribute('href', w.settings.link);
      await badge.hover();
      break;
    }
    case 'faq': {
      const first = host.getByRole('button', { name: w.settings.items[0].question });
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      // The answer the button controls (the fallback's copy of it is in the light DOM, not rendered).
      const answerOf = async (button: Locator) =>
        host.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(await answerOf(first)).toContainText(w.settings.items[0].answer.split('\n')[0]);
      await expect(await answerOf(first)).toBeVisible();
      const second = host.getByRole('button', { name: w.settings.items[1].question });
      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(await answerOf(second)).toContainText(w.settings.items[1].answer.split('\n')[0]);
      await expect(await answerOf(second)).toBeVisible();
      break;
    }
    case 'map-locator': {
      // Only this map's button asks for its embed (nothing was asked before the first one: checked above).
      const before = googleRequests.length;
      await host.getByRole('button', { name: 'Show map' }).click();
      await expect(host.locator('iframe')).toBeVisible();
      await expect
        .poll(() => googleRequests.slice(before).filter((request) => request.includes('output=embed')).length)
        .toBe(1);
      const hide = host.getByRole('button', { name: 'Hide map' });
      await expect(hide).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(host.locator('iframe')).toHaveCount(0);
      await expect(host.getByRole('button', { name: 'Show map' })).toBeFocused();
      break;
    }
    case 'contact-form': {
      // Sent empty: the first required field takes focus, with its error; then filled in and sent by keyboard.
      const field = (label: string) =>
        host.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      const send = host.getByRole('button', { name: w.settings.button });
      await send.click();
      const name = field(w.settings.fields.name.label);
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await name.fill('Gauntlet Visitor');
      // Its own sender each time: the database limits one address to 3 messages an hour.
      await field(w.settings.fields.email.label).fill(`gauntlet-${randomUUID().slice(0, 8)}@example.com`);
      await field(w.settings.fields.message.label).fill('Hello from the gauntlet.');
      await send.focus();
      await page.keyboard.press('Enter');
      await expect(host.getByRole('status')).toHaveText(w.settings.thanks);
      await expect(host.getByRole('status')).toBeFocused();
      break;
    }
    case 'email-signup': {
      // Sent empty: the address takes focus, with its error; then filled in and sent by keyboard.
      const email = host.getByLabel(new RegExp(`^${w.settings.emailLabel}`));
      const send = host.getByRole('button', { name: w.settings.button });
      await send.click();
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      // Its own address each time: the database sends one address 3 confirmations an hour at most.
      await email.fill(`gauntlet-${randomUUID().slice(0, 8)}@example.com`);
      await send.focus();
      await page.keyboard.press('Enter');
      await expect(host.getByRole('status')).toHaveText(w.settings.thanks);
      await expect(host.getByRole('status')).toBeFocused();
      break;
    }
    case 'booking': {
      // Sent without a time: the first time takes focus, marked; a time chosen with the arrow keys, then a
      // name and an address, sent by keyboard.
      const send = host.getByRole('button', { name: w.settings.button });
      await send.click();
      const first = host.getByRole('group', { name: /^Time/ }).getByRole('radio').first();
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(host.getByRole('group', { name: /^Time/ }).getByRole('radio').nth(1)).toBeChecked();
      await host.getByLabel(/^Your name/).fill('Gauntlet Visitor');
      // Its own address each time: the database takes 3 requests an hour from one visitor.
      await host.getByLabel(/^Email/).fill(`gauntlet-${randomUUID().slice(0, 8)}@example.com`);
      await send.focus();
      await page.keyboard.press('Enter');
      await expect(host.getByRole('status')).toHaveText(w.settings.thanks);
      await expect(host.getByRole('status')).toBeFocused();
      break;
    }
  }
}
