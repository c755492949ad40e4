import { WIDGET_KINDS, WIDGET_KIND_IDS } from '../src/widgets/kinds';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

// Every kind's editor: its settings beside the live widget (in the widget's own Shadow DOM), accessible, the
// preview following a change. The editor's layout is one for every kind, so the phone width is scanned on the
// kind with the longest settings (lists inside a toggled group) only: an axe scan of the page costs seconds. Publishing is the owner's loop
// (widget-owner-loop.spec.ts); the widgets on other websites are the gauntlet's.
// Two or three axe scans of a long form each, on 2 shared cores.
test.describe.configure({ timeout: 90_000 });

for (const kind of WIDGET_KIND_IDS) {
  const { toolSlug, label } = WIDGET_KINDS[kind];
  test(`the ${label} editor shows its live widget and its settings, accessible`, async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`/tool/${toolSlug}/customize`);
    await expect(page.getByRole('heading', { level: 1, name: /^Customize / })).toBeVisible();
    const host = page.getByTestId('widget-preview-host');
    await expect
      .poll(() => host.evaluate((element) => element.shadowRoot?.childElementCount ?? 0))
      .toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Publish and get the code' })).toBeEnabled();
    await checkA11y();

    // Another preset changes what the preview shows.
    const before = await host.evaluate((element) => element.shadowRoot?.textContent ?? '');
    const presets = page.getByLabel('Start from a preset');
    const options = await presets.locator('option').allTextContents();
    await presets.selectOption({ label: options[options.length - 1] as string });
    await expect
      .poll(() => host.evaluate((element) => element.shadowRoot?.textContent ?? ''))
      .not.toBe(before);

    await page.getByRole('button', { name: 'Phone' }).click();
    if (kind === 'business-hours') {
      await page.setViewportSize(PHONE_VIEWPORT);
      await checkA11y();
    }
  });
}
