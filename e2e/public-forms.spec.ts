import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * The builder and the onboarding form are prerendered like the other public pages, and their data layer
 * (supabase-js, the query client, PGlite in demo mode, libsodium for the password) loads only once the
 * visitor starts on the form, never with the page.
 */
const FORMS = [
  { path: '/custom-builder', heading: 'Custom Tool Builder', field: 'Business name' },
  { path: '/onboarding', heading: 'Project Setup Information', field: 'Full Name *' },
] as const;

// Code found only in the data layer: supabase-js's auth client, the query client, libsodium.
const DATA_LAYER_CODE = ['GoTrueClient', 'queryCache', 'sodium_init'];

/** The data layer's code among the scripts this page has requested so far. */
async function dataLayerCodeIn(page: Page, scripts: string[]): Promise<string[]> {
  const bodies = await Promise.all(
    scripts.map((src) => page.evaluate(async (url) => (await fetch(url)).text(), src)),
  );
  // Vite's preload map lists lazy chunks' file names; names are not code.
  const code = bodies.map((body) => body.replace(/^const __vite__mapDeps=.*$/m, '')).join('\n');
  return DATA_LAYER_CODE.filter((marker) => code.includes(marker));
}

for (const form of FORMS) {
  test(`${form.path} arrives prerendered and loads its data layer when the visitor starts on the form`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(form.path)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${form.heading}</h1>`));

    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(form.path, { waitUntil: 'networkidle' });
    expect(await dataLayerCodeIn(page, scripts)).toEqual([]);

    await page.getByLabel(form.field).focus();
    await expect
      .poll(() => dataLayerCodeIn(page, [...scripts]))
      .toEqual(expect.arrayContaining(['GoTrueClient', 'queryCache']));
  });
}
