import type { Page } from '@playwright/test';
import { STAFF_NAV_LINKS } from '../src/app/route-table';
import { DEMO_STAFF } from '../src/lib/demo/demo-credentials';
import { BUSINESS_TYPE_VALUES, CHALLENGE_IDS, GOAL_IDS } from '../src/lib/leads/lead-options';
import { settled, showRoute } from './support/a11y-scan';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';
import { insertAsVisitor } from './support/visitor-rows';

// The staff screens' own shell (docs/decisions/027-staff-layout.md). Runs in the staff project: an emptied
// demo database, signed in as demo staff.
test.describe.configure({ timeout: 240_000 });
const DESKTOP = { width: 1280, height: 800 };
const LONG_DOMAIN = 'a-rather-long-family-business-name.example.com';

/** Rows as long as visitors may make them, straight through the REST API as a visitor's browser sends them. */
async function seedLongRows(page: Page) {
  const insert = (table: string, row: Record<string, unknown>) => insertAsVisitor(page.request, table, row);
  for (const [index, name] of ['Hale & Pike Law Offices of Northern California', 'Bistro Uno'].entries()) {
    await insert('custom_builder_leads', {
      business_name: name,
      business_type: BUSINESS_TYPE_VALUES[index],
      goals: GOAL_IDS.slice(0, 3),
      current_challenges: CHALLENGE_IDS.slice(0, 2),
      website_url: `https://www.${LONG_DOMAIN}/landing/page`,
      email: `owner.with.a.long.address@${LONG_DOMAIN}`,
      shortlist: [1, 2, 3],
    });
  }
  await insert('visitor_inquiries', {
    kind: 'contact',
    source: 'contact',
    full_name: 'Ana Lopez-Fitzgerald',
    email: `ana.lopez.fitzgerald@${LONG_DOMAIN}`,
    business_name: 'Lopez Family Dental and Orthodontics',
    phone: null,
    subject: 'partnership',
    message: 'We run three clinics and would like to know how pricing works for several locations with one calendar.',
  });
  await insert('onboarding_submissions', {
    full_name: 'Jordan Lee-Montgomery',
    email: `jordan.lee.montgomery@${LONG_DOMAIN}`,
    phone: '+1 555 010 2030',
    best_time_to_contact: 'morning',
    domain_name: LONG_DOMAIN,
    backend_login_url: `https://${LONG_DOMAIN}/wp-admin/login`,
    backend_username: 'jordan.admin.account',
  });
}

/** How far the page and each table's scroll container are wider than they show. */
const overflows = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: Array.from(document.querySelectorAll('table'), (table) => {
      const box = table.parentElement!;
      return box.scrollWidth - box.clientWidth;
    }),
  }));

/**
 * The selects whose chosen option is wider than the room the select leaves for it (its width less padding),
 * by label. A select reports no overflow of its own (its scrollWidth equals its clientWidth even when it
 * shows nothing), so the option's text is measured in the select's font.
 */
const clippedSelects = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return Array.from(document.querySelectorAll('select')).flatMap((select) => {
      const style = getComputedStyle(select);
      context.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const text = context.measureText(select.selectedOptions[0]?.text ?? '').width;
      return text > room ? [`${select.labels?.[0]?.textContent}: ${text.toFixed(0)} px of text in ${room} px`] : [];
    });
  });

test('the side navigation lists the staff screens from the route table, marks the current one and moves between them', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/leads-admin');
  await settled(page);
  const nav = page.getByRole('navigation', { name: 'Staff dashboards' });
  await expect(nav.getByRole('link')).toHaveText(['Leads', 'Onboarding', 'Enquiries', 'Board', 'Tasks', 'Insights', 'Purchases', 'Mailbox', 'Activity']);
  await expect(nav.getByRole('link')).toHaveText(STAFF_NAV_LINKS.map((link) => link.label));
  await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  // The staff shell, not the site's: no main navigation, header or footer; the skip link, main and notices stay.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  await expect(page.locator('main#main-content')).toHaveCount(1);
  await expect(page.locator('main#main-content [data-demo-notice]')).toBeVisible();
  await expect(page.getByText('Signed in as')).toContainText(DEMO_STAFF.email);
  await expect(page.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
  await checkA11y();

  await nav.getByRole('link', { name: 'Enquiries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/inquiries-admin$/);
  await expect(nav.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Leads' })).not.toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'View site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff dashboards' })).toHaveCount(0);
});

test('Sign out in the side navigation ends the session and shows the sign-in screen', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/mailbox');
  await settled(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
});

test('every staff screen fits 1280 px without sideways scrolling, its tables included', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/leads-admin');
  await seedLongRows(page);
  // The first screen is loaded (after the seeding), the app moves to the others itself.
  for (const [index, { to }] of STAFF_NAV_LINKS.entries()) {
    await test.step(to, async () => {
      await showRoute(page, to, { load: index === 0 });
      // Purchases, Activity and Tasks may show no table (nothing recorded yet, or lists); the board is columns of cards.
      if (!['/purchases-admin', '/activity-admin', '/tasks-admin', '/board'].includes(to)) await expect(page.getByRole('table').first()).toBeVisible();
      const measured = await overflows(page);
      test.info().annotations.push({ type: 'overflow at 1280', description: `${to}: ${JSON.stringify(measured)}` });
      expect(measured.page, `${to} page`).toBeLessThanOrEqual(0);
      for (const table of measured.tables) expect(table, `${to} table`).toBeLessThanOrEqual(0);
    });
  }
});

test('every select on the staff screens shows its chosen option in full, from 320 px wide up', async ({ page }) => {
  // The first screen is loaded, the app moves to the others itself.
  for (const [index, { to }] of STAFF_NAV_LINKS.entries()) {
    await test.step(to, async () => {
      await page.setViewportSize(DESKTOP);
      await showRoute(page, to, { load: index === 0 });
      for (const width of [320, 390, 768, 1024, 1280, 1600]) {
        await page.setViewportSize({ width, height: DESKTOP.height });
        expect(await clippedSelects(page), `${to} at ${width} px`).toEqual([]);
      }
    });
  }
});

test('on a phone the leads are cards with every control, and the menu button opens the staff navigation', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/leads-admin');
  await seedLongRows(page);
  await page.reload();
  await settled(page);
  const row = page.getByRole('row', { name: /Bistro Uno/ });
  await expect(row).toBeVisible();
  // A card: the row lays its cells out as a block, and nothing scrolls sideways.
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
  const measured = await overflows(page);
  expect(measured.page).toBeLessThanOrEqual(0);
  for (const table of measured.tables) expect(table).toBeLessThanOrEqual(0);

  await expect(row.getByRole('checkbox', { name: 'Select Bistro Uno' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Archive Bistro Uno' })).toBeVisible();
  await row.getByRole('combobox', { name: 'Status of Bistro Uno' }).selectOption('contacted');
  await expect(row.getByRole('combobox', { name: 'Status of Bistro Uno' })).toHaveValue('contacted');
  await row.getByRole('button', { name: 'Notes and history for Bistro Uno' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByLabel('New note')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  // The status change's toast stacks over the cards' corner for its four seconds; the scans are of the
  // cards and of the menu, so they wait for it to leave (a stacked toast is drawn faded while it moves).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await checkA11y();

  // No sidebar on a phone: the top bar's menu button opens the same navigation.
  await expect(page.getByRole('navigation', { name: 'Staff dashboards' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open staff menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Staff menu' });
  await expect(menu.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByText('Signed in as')).toContainText(DEMO_STAFF.email);
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await page.getByRole('button', { name: 'Open staff menu' }).click();
  await menu.getByRole('link', { name: 'Onboarding' }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding Dashboard' })).toBeVisible();
});
