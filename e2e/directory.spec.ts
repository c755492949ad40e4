import type { Page } from '@playwright/test';
import { openBeforeStart } from './support/app-start';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

const cards = (page: Page) => page.getByRole('article');
const filterButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by business type' }).getByRole('button', { name, exact: true });
const functionBadge = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by function' }).getByRole('button', { name, exact: true });

// The directory as it opens (every tool's card) is scanned by axe at 1280 and 390 px in
// e2e/accessibility.spec.ts, the suite's slowest scan; here only the views it does not reach are.
// One load of the directory (120 cards, the suite's heaviest page) for the views reached from it by the
// page's own controls, each a step; the views that start from an address or the history have tests of their own.
test('the directory lists every tool, fits a phone, and its filters and search narrow it', async ({
  page,
  checkA11y,
}) => {
  // Six views of the heaviest page, two scans among them: up to two minutes on a busy 2-core machine.
  test.setTimeout(150_000);
  await page.goto('/tools');
  const desktop = page.viewportSize()!;
  await test.step('every tool with its card details', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing Tools Directory' })).toBeVisible();
    await expect(page.getByRole('img', { name: /mascot/ })).toBeVisible();
    await expect(page.getByPlaceholder('Search tools...')).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(110);
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Showing \d+ tools for/)).toHaveCount(0);

    const first = cards(page).first();
    await expect(first.getByText('Key Features:')).toBeVisible();
    await expect(first.getByRole('listitem')).toHaveCount(3);
    await expect(first.getByText(/Rated 4\.[5-9] out of 5/)).toBeAttached();
    await expect(first.getByRole('link', { name: 'I want this' })).toBeVisible();
  });

  await test.step('the directory fits phone width', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
    await page.setViewportSize(desktop);
  });

  await test.step('function badges filter by category', async () => {
    await functionBadge(page, 'Review Tools').click();
    await expect(functionBadge(page, 'Review Tools')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Showing \d+ tools for Review Tools$/)).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(10);
  });

  await test.step('AI Tools shows AI cards; a non-premium AI tool is badged "AI Tools"', async () => {
    await filterButton(page, 'AI Tools').click();
    await expect(page).toHaveURL(/category=AI\+Tools/);
    // The chip shows the choice at once; the list follows the address a moment later (decision 043).
    await expect(page.getByText(/^Showing \d+ tools for AI Tools$/)).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(10);
    const chatbot = cards(page).filter({ hasText: 'AI Website Chatbot' });
    await expect(chatbot.getByText('AI Tools', { exact: true })).toBeVisible();
  });

  await test.step('Premium Tools shows the gold cards and the behind-the-scenes notice', async () => {
    await filterButton(page, 'Premium Tools').click();
    await expect(page.getByRole('heading', { name: "We're Hard at Work Behind the Scenes" })).toBeVisible();
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByText('Showing 5 tools for Premium Tools')).toBeVisible();
    for (const card of await cards(page).all()) await expect(card.getByText('Premium')).toBeVisible();
    await checkA11y();
  });

  await test.step('search matches names, descriptions and features, and combines with the filter', async () => {
    await filterButton(page, 'All').click();
    await expect(page).toHaveURL(/\/tools$/);
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.fill('MENU DISPLAY');
    await expect(cards(page).filter({ hasText: 'Restaurant Menu Display' })).toHaveCount(1);
    await expect(page).toHaveURL(/q=MENU(\+|%20)DISPLAY/);

    await search.fill('allergen');
    await expect(cards(page).filter({ hasText: 'Restaurant Menu Display' })).toHaveCount(1);

    await search.fill('review');
    // The list follows the box a moment later (a deferred render), so wait for it to settle on the new search.
    await expect.poll(() => cards(page).count()).toBeGreaterThan(5);
    const allReviewMatches = await cards(page).count();
    await filterButton(page, 'Restaurants').click();
    await expect(page).toHaveURL(/category=Restaurants/);
    await expect(page.getByText(/^Showing \d+ tools? for Restaurants$/)).toBeVisible();
    await expect.poll(() => cards(page).count()).toBeLessThan(allReviewMatches);
    expect(await cards(page).count()).toBeGreaterThan(0);
  });
});

// Views that start from an address or the history: a load each, in one tab.
test('?category= preselects the filter; no match shows the empty state and Clear Filters resets it; typing adds no history entries, a filter does, and Back restores the view', async ({
  page,
  checkA11y,
}) => {
  await test.step('?category= preselects the filter and shows its description', async () => {
    await page.goto('/tools?category=Coffee%20Shops');
    await expect(filterButton(page, 'Coffee Shops')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/Share your menu, run loyalty promos/)).toBeVisible();
    await expect(page.getByText(/^Showing \d+ tools for Coffee Shops$/)).toBeVisible();
    await checkA11y();
  });

  await test.step('no match shows the empty state, and Clear Filters resets search and filter', async () => {
    await page.goto('/tools?category=Legal%20Services&q=zzzz-no-such-tool');
    await expect(page.getByText('No tools found matching your criteria.')).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    // The chip shows the choice at once; the list follows the address a moment later (decision 043).
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(110);
  });

  await test.step('typing does not add history entries, choosing a filter does, and Back restores the view', async () => {
    // The entry before the directory: home as loaded, its app not needed.
    await openBeforeStart(page, '/');
    await page.goto('/tools');
    await page.getByRole('searchbox', { name: 'Search tools' }).pressSequentially('chat');
    await filterButton(page, 'Medical Practices').click();
    await expect(page).toHaveURL(/category=Medical\+Practices&q=chat|q=chat&category=Medical\+Practices/);
    await page.goBack();
    await expect(page).toHaveURL(/\/tools\?q=chat$/);
    await expect(page.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('chat');
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('"I want this" remembers the tool: pricing names it and its plans; a premium tool opens its own page', async ({
  page,
  checkA11y,
}) => {
  // The prerendered directory starts its app on the first interaction: this click is the one replayed.
  await page.goto('/tools');
  const menu = page.getByRole('article', { name: 'Restaurant Menu Display' });
  await menu.getByRole('link', { name: 'I want this' }).click();
  await expect(page).toHaveURL(/\/pricing\?tool=1$/);
  const note = page.getByRole('region', { name: 'You picked Restaurant Menu Display' });
  await expect(note).toContainText(
    'It is included in every plan: Starter, Professional, and Enterprise, and in Enterprise Elite.',
  );
  await expect(
    note.getByRole('list', { name: 'Plans that include Restaurant Menu Display' }).getByRole('link'),
  ).toHaveText(['Starter', 'Professional', 'Enterprise']);
  await expect(note).toContainText('It is on your shortlist.');
  await checkA11y();

  await page.goto('/tools?q=Voice%20Agent%20AI');
  await cards(page)
    .filter({ hasText: 'Voice Agent AI' })
    .first()
    .getByRole('link', { name: 'I want this' })
    .click();
  await expect(page).toHaveURL(/\/premium\/voice-agent-ai$/);

  // Both are on the shortlist, in the order chosen.
  await page.goto('/shortlist');
  await expect(
    page.getByRole('list', { name: 'Shortlisted tools' }).getByRole('listitem').getByRole('link'),
  ).toHaveText(['Restaurant Menu Display', 'Voice Agent AI']);
});
