import { SPA_ROUTES } from '../src/app/prerender-routes';
import { scanAtBothWidths } from './support/a11y-scan';
import { test } from './support/fixtures';

// The staff screens (signed in as the demo staff account, e2e/support/fixtures.ts), the shortlist and a
// shared toolkit, at 1280 and 390 px. Runs in the staff project: the dashboards show the shared database.
// A route with a parameter (the tool editor, /tool/:slug/customize) is scanned per tool by widget-editor.spec.ts.
const SCANNED = SPA_ROUTES.filter((route) => !route.includes('/:'));
test.describe.configure({ timeout: 300_000 });
test('staff dashboards, the shortlist and a toolkit have no axe violations at 1280 and 390 px', async ({
  page,
  checkA11y,
}) => {
  // One visit: the first screen is loaded and the app moves to the others (e2e/support/a11y-scan.ts).
  await scanAtBothWidths(page, checkA11y, SCANNED, { inOneVisit: true });
});
