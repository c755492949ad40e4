import { expect, test } from './support/fixtures';
import { FIRST_DATABASE_START_MS } from './support/builder-journey';

test.describe.configure({ timeout: 180_000 });

// A fresh browser loads the demo database already migrated at build time; a returning one resumes its own.
test('a first visit loads the prebuilt database snapshot, a reload resumes from this browser', async ({ page }) => {
  const snapshots: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/local-db-[0-9a-f]+\.tgz$/.test(new URL(request.url()).pathname)) snapshots.push(request.url());
  });

  await page.goto('/leads-admin');
  await expect(page.getByText('No leads found yet.')).toBeVisible({ timeout: FIRST_DATABASE_START_MS });
  expect(snapshots).toHaveLength(1);

  await page.reload();
  await expect(page.getByText('No leads found yet.')).toBeVisible({ timeout: FIRST_DATABASE_START_MS });
  expect(snapshots).toHaveLength(1);
  const ready = await page.evaluate(() => performance.getEntriesByName('localboost:local-db-ready').length);
  expect(ready).toBe(1);
});
