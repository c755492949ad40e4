import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { queryChangesView } from '@/lib/first-paint/query-view';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// React renders the page's <title> and <meta> itself; drop the copies the prerenderer put in <head>.
document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());

// Public pages arrive prerendered (scripts/build-site.mjs). Hydrate when the HTML is for exactly this URL;
// a query string that changes the view (a directory filter, annual prices) means rendering afresh.
const prerenderedFor = container.dataset.prerendered;
if (
  prerenderedFor &&
  prerenderedFor === window.location.pathname &&
  !queryChangesView(window.location.search)
) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
