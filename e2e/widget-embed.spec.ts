import { whatsappButtonDefinition } from '../src/widgets/kinds/whatsapp-button/definition';
import { expect, test } from '@playwright/test';
import { recordLayoutShifts, seedWidget, snippet, startHostPage } from './support/host-page';

/*
 * The snippet as an owner pastes it, on another origin whose Content-Security-Policy allows scripts and
 * requests only from our site and nothing inline: embed.js, the runtime and the kind's chunk load from the
 * production build, the settings from the demo backend, and the widget renders in its shadow root.
 */
test('a WhatsApp button pasted into a page on another origin under a strict CSP', async ({ page, baseURL }) => {
  const site = new URL(baseURL!).origin;
  const settings = {
    ...whatsappButtonDefinition.presets[0]!.settings,
    phone: '+15550100199',
    message: 'Hello from the test',
    label: 'Message us',
    greeting: { show: false, text: '' },
  };
  const id = await seedWidget(site, 'whatsapp-button', settings);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An owner's page</title></head>
<body><main><h1>Chez Test</h1><p>Our menu changes every day.</p>
${snippet(site, { id, kind: 'whatsapp-button', fallbackHtml: whatsappButtonDefinition.fallbackHtml(settings) })}
<p id="after">Opening hours: every day.</p></main></body></html>`;
  const host = await startHostPage(html, {
    'Content-Security-Policy': `default-src 'none'; script-src ${site}; connect-src ${site}; style-src 'self'`,
  });
  // The suite's fixtures wait for our app to hydrate, which an owner's page never does: this test keeps its own
  // watch on console errors, page errors and CSP violations.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (violation: string) => errors.push(`CSP: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  await page.addInitScript(recordLayoutShifts);
  try {
    await page.goto(host.url);
    const button = page.getByRole('link', { name: 'Message us' });
    // Playwright's locators pierce open shadow roots: this is the widget, not the fallback (hidden once it renders).
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', `https://wa.me/15550100199?text=${encodeURIComponent('Hello from the test')}`);
    await expect(button).toHaveCSS('position', 'static');
    await expect(page.locator('.wa--floating')).toHaveCSS('position', 'fixed');
    // Dark text on WhatsApp green (readable), and the fallback still in the light DOM for search engines.
    await expect(button).toHaveCSS('color', 'rgb(0, 0, 0)');
    const placeholder = page.locator(`[data-localboost-widget="${id}"]`);
    expect(await placeholder.evaluate((element) => element.shadowRoot !== null && element.querySelector(':scope > a') !== null)).toBe(true);
    // Reached by keyboard.
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
    expect(await page.evaluate(() => Object.keys((window as { LocalBoost?: object }).LocalBoost ?? {}))).toEqual(['scan']);
    expect(errors).toEqual([]);
  } finally {
    await host.close();
  }
});
