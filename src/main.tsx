/*
 * The page's first script, kept tiny: it decides when the app starts, and loads it then
 * (src/app/start-app.tsx). Public pages arrive prerendered (scripts/build-site.mjs).
 */
import { HYDRATE_AFTER_PAINT, startAfterFirstPaint } from '@/lib/first-paint/hydrate-on-interaction';
import { recordFirstTouch } from '@/lib/first-touch/first-touch';
import { viewDiffersFromPrerender } from '@/lib/first-paint/query-view';
import { hasStoredShortlist } from '@/lib/shortlist/shortlist-key';
import './index.css';

/** This tab's sessionStorage, or null where privacy settings block it (reading the property throws). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// Where this visit came from, noted on its first page (sent with any lead or enquiry it leads to).
recordFirstTouch(window.location, document.referrer, tabStorage());

const container = document.getElementById('root')!;
// Hydrate when the HTML is for exactly this URL; a query string that changes the view (a directory filter,
// annual prices) or a stored draft (the builder's answers) means rendering afresh.
const prerenderedFor = container.dataset.prerendered;
const hydrate =
  prerenderedFor !== undefined &&
  prerenderedFor === window.location.pathname &&
  !viewDiffersFromPrerender(window.location, tabStorage());
const start = () => import('@/app/start-app').then(({ startApp }) => startApp(container, hydrate));

// A prerendered page starts its app once it has painted (or at the first interaction, if sooner), unless
// this browser holds something it shows at once (the shortlist's count in the navigation).
if (hydrate && container.dataset.hydrate === HYDRATE_AFTER_PAINT && !hasStoredShortlist()) {
  startAfterFirstPaint(container, start);
} else {
  void start();
}
