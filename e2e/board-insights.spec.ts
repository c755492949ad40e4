import type { Page } from '@playwright/test';
import { DEMO_ANON_KEY, DEMO_STAFF } from '../src/lib/demo/demo-credentials';
import { settled } from './support/a11y-scan';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

// The staff Board and Insights (issue 26). Runs in the staff project: an emptied demo database per test,
// signed in as the demo staff account.
test.describe.configure({ timeout: 300_000 });
const DESKTOP = { width: 1280, height: 800 };

/** Builder leads as a visitor's browser sends them, with an optional attribution source. */
async function seedLeads(page: Page, leads: ReadonlyArray<{ name: string; utm?: string }>) {
  for (const [index, lead] of leads.entries()) {
    const response = await page.request.post('/rest/v1/custom_builder_leads', {
      headers: { apikey: DEMO_ANON_KEY, Prefer: 'return=minimal' },
      data: {
        id: crypto.randomUUID(),
        business_name: lead.name,
        business_type: 'restaurant',
        goals: ['leads'],
        current_challenges: ['time'],
        email: `owner${index}@board.example`,
        ...(lead.utm ? { source_utm_source: lead.utm } : {}),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function scanBothWidths(page: Page, checkA11y: () => Promise<void>) {
  await page.setViewportSize(DESKTOP);
  await checkA11y();
  // The page never scrolls sideways at 1280: the columns scroll inside their own region if they must.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize(PHONE_VIEWPORT);
  await checkA11y();
  await page.setViewportSize(DESKTOP);
}

test('staff move cards by keyboard, by mouse and by the Move to list; the dashboard and history agree', async ({ page, checkA11y }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/leads-admin');
  await settled(page);
  await seedLeads(page, [{ name: 'Harbor Grill' }, { name: 'Maple Diner' }, { name: 'Olive Tree Cafe' }]);

  // Reached from the staff navigation. Issue 26's target is 1.5 s on the demo; recorded rather than
  // asserted, since a shared CI box under load measures its own load, not the board.
  const started = Date.now();
  await page.getByRole('navigation', { name: 'Staff dashboards' }).getByRole('link', { name: 'Board', exact: true }).click();
  await expect(column(page, 'New').getByText('Harbor Grill')).toBeVisible();
  const shownAfter = Date.now() - started;
  test.info().annotations.push({ type: 'board shown after (ms)', description: String(shownAfter) });
  await expect(column(page, 'New').getByRole('listitem')).toHaveCount(3);

  // Keyboard: Space picks the card up, Right moves it a column, Space drops it.
  // Each key waits for what a screen reader hears, since the drag starts and moves asynchronously.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: 'Drag Harbor Grill' }).focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/^Picked up Harbor Grill\.|^Harbor Grill is over New\.$/);
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('Harbor Grill is over Contacted.');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Harbor Grill dropped on Contacted.');
  await expect(column(page, 'Contacted').getByText('Harbor Grill')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Harbor Grill moved to Contacted.' })).toHaveCount(1);

  // Mouse: press on the handle, travel to the Qualified column in steps, release.
  const handle = (await page.getByRole('button', { name: 'Drag Maple Diner' }).boundingBox())!;
  const target = (await column(page, 'Qualified').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 12 });
  await page.mouse.up();
  await expect(column(page, 'Qualified').getByText('Maple Diner')).toBeVisible();

  // No dragging at all (a phone, a switch user): the card's own list.
  await page.getByRole('combobox', { name: 'Move Olive Tree Cafe to' }).selectOption('Lost');
  await expect(column(page, 'Lost').getByText('Olive Tree Cafe')).toBeVisible();
  await expect(column(page, 'New').getByRole('listitem')).toHaveCount(0);
  await scanBothWidths(page, checkA11y);

  // Stored as the tables store it: the dashboard shows the statuses, the history the logged change.
  await page.getByRole('navigation', { name: 'Staff dashboards' }).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Status of Harbor Grill' })).toHaveValue('contacted');
  await expect(page.getByRole('combobox', { name: 'Status of Maple Diner' })).toHaveValue('qualified');
  await expect(page.getByRole('combobox', { name: 'Status of Olive Tree Cafe' })).toHaveValue('lost');
  await page.getByRole('button', { name: 'Notes and history for Harbor Grill' }).click();
  const history = page.getByRole('dialog', { name: 'Harbor Grill' }).getByRole('list', { name: 'History, newest first' });
  await expect(history).toContainText('Status changed: New → Contacted');
  await expect(history).toContainText(DEMO_STAFF.email);
});

test('Insights shows leads by source, the funnel, first-response times and tool installs, with the numbers beside the charts', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/insights');
  await settled(page);
  await expect(page.getByText('No leads yet')).toBeVisible();
  // Customers' tools have their own figures, shown with or without leads (widget-owner-loop.spec.ts sees an
  // install counted).
  await expect(page.getByRole('term')).toHaveText(['Active tools', 'Published tools', 'Owners with an active tool']);
  await expect(page.getByRole('definition').filter({ hasText: /^\d+$/ })).toHaveText(['0', '0', '0']);

  await seedLeads(page, [{ name: 'Harbor Grill', utm: 'newsletter' }, { name: 'Maple Diner', utm: 'newsletter' }, { name: 'Olive Tree Cafe' }]);
  // A status change is the first touch: one lead answered.
  await page.goto('/board');
  await settled(page);
  await page.getByRole('combobox', { name: 'Move Harbor Grill to' }).selectOption('Contacted');
  await expect(column(page, 'Contacted').getByText('Harbor Grill')).toBeVisible();

  await page.getByRole('navigation', { name: 'Staff dashboards' }).getByRole('link', { name: 'Insights', exact: true }).click();
  await settled(page);
  const figures = (title: string) => page.getByRole('region', { name: title }).getByRole('table');
  await expect(figures('Leads by source').getByRole('row')).toHaveText([/Source\s*Count/, /newsletter\s*2/, /Direct \/ unknown\s*1/]);
  await expect(figures('Lead funnel').getByRole('row')).toHaveText([/Status/, /New\s*2/, /Contacted\s*1/, /Qualified\s*0/, /Won\s*0/, /Lost\s*0/]);
  await expect(figures('New by week').getByRole('row').last()).toHaveText(/3\s*0\s*0$/);
  await expect(figures('First response by week').getByRole('row').last()).toHaveText(/\d+ min\s*1$/);
  await expect(figures('First response by owner').getByRole('row')).toHaveText([/Owner/, new RegExp(`${DEMO_STAFF.email}\\s*\\d+ min\\s*1`)]);
  // Each chart is drawn (Recharts), beside its table.
  await expect(page.locator('.recharts-wrapper')).toHaveCount(6);
  await expect(figures('Tool installs by week').getByRole('row').last().getByRole('cell').last()).toHaveText('0');
  await scanBothWidths(page, checkA11y);
});
