/*
 * The page's first script, kept tiny: it decides when the app starts, and loads it then
 * (src/app/start-app.tsx). Public pages arrive prerendered (scripts/build-site.mjs).
 */
import {
  HYDRATE_AFTER_PAINT,
  HYDRATE_ON_INTERACTION,
  preloadChunks,
  scheduleAppStart,
} from '@/lib/first-paint/hydrate-on-interaction';
import { recordAttribution } from '@/lib/attribution/attribution';
import { QUERY_VIEW_ATTRIBUTE } from '@/lib/first-paint/query-view';
import { hasKnownBuyer } from '@/lib/checkout/known-buyer-key';
import { hasStoredShortlist } from '@/lib/shortlist/shortlist-key';
import './index.css';

// Where this visit came from, noted on its first page (sent with any lead or enquiry it leads to). Reading
// sessionStorage throws where privacy settings block it.
let tabStorage: Storage | null = null;
try {
  tabStorage = window.sessionStorage;
} catch {
  // No storage: nothing is noted.
}
recordAttribution(window.location, document.referrer, tabStorage);

const container = document.getElementById('root')!;
// Hydrate when the HTML is for exactly this URL and this tab: the <head> script has marked the page when
// its query string or a stored draft changes the view (./lib/first-paint/query-view.ts); then render afresh.
const hydrate =
  container.dataset.prerendered === window.location.pathname &&
  !document.documentElement.hasAttribute(QUERY_VIEW_ATTRIBUTE);
// Once the app runs, its forms' schemas are fetched, not run: a check right after the start then does not
// wait for the network (decision 043).
const start = () =>
  import('@/app/start-app')
    .then(({ startApp }) => startApp(container, hydrate))
    .then(() => preloadChunks(container.dataset.preloadLater));

// A prerendered page starts its app at the first interaction, or once it has painted where it has controls
// only the app answers (the build says which, decision 043), unless this browser holds something it shows
// at once: the shortlist's count in the navigation, or a known buyer, whom every checkout link must carry
// from the first press (decision 043).
const when = container.dataset.hydrate;
if (hydrate && (when === HYDRATE_AFTER_PAINT || when === HYDRATE_ON_INTERACTION) && !hasStoredShortlist() && !hasKnownBuyer()) {
  scheduleAppStart(container, start, when);
} else {
  void start();
}
