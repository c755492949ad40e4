import { WIDGET_KINDS, WIDGET_KIND_IDS } from '../src/widgets/kinds';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';
import { navigateInApp } from './support/in-app-navigation';

// Every kind's editor: its settings beside the live widget (in the widget's own Shadow DOM), accessible, the
// preview following a change. The editor's layout is one for every kind, so the phone width is scanned on the
// kind with the longest settings (lists inside a toggled group) only: an axe scan of the page costs seconds. Publishing is the owner's loop
// (widget-owner-loop.spec.ts); the widgets on other websites are the gauntlet's.
// The kinds go in two groups, the first editor of each loaded and the rest reached in the app (the route is keyed
// by the tool, so each opens afresh; a load per kind cost more than its checks); the scans are soft, so one
// kind's violations name it and the rest of the group is still checked.
const GROUPS = 2;
const groupSize = Math.ceil(WIDGET_KIND_IDS.length / GROUPS);
for (let first = 0; first < WIDGET_KIND_IDS.length; first += groupSize) {
  const group = WIDGET_KIND_IDS.slice(first, first + groupSize);
  test(`the ${group.map((kind) => WIDGET_KINDS[kind].label).join(', ')} editors show their live widget and their settings, accessible`, async ({
    page,
    checkA11y,
  }) => {
    // Six editors, each scanned once (the hours twice): up to 80 s on a busy 2-core machine.
    test.setTimeout(200_000);
    const desktop = page.viewportSize()!;
    const heading = page.getByRole('heading', { level: 1, name: /^Customize / });
    for (const [index, kind] of group.entries()) {
      const { toolSlug, label } = WIDGET_KINDS[kind];
      await test.step(`the ${label} editor`, async () => {
        await page.setViewportSize(desktop);
        if (index === 0) await page.goto(`/tool/${toolSlug}/customize`);
        else {
          const previous = await heading.innerText();
          await navigateInApp(page, `/tool/${toolSlug}/customize`);
          await expect(heading).not.toHaveText(previous);
        }
        await expect(heading).toBeVisible();
        const host = page.getByTestId('widget-preview-host');
        await expect
          .poll(() => host.evaluate((element) => element.shadowRoot?.childElementCount ?? 0))
          .toBeGreaterThan(0);
        await expect(page.getByRole('button', { name: 'Publish and get the code' })).toBeEnabled();
        await checkA11y({ soft: true });

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
          await checkA11y({ soft: true });
        }
      });
    }
  });
}
