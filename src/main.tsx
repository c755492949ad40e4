import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { viewDiffersFromPrerender } from '@/lib/first-paint/query-view';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// React renders the page's <title> and <meta> itself; drop the copies the prerenderer put in <head>.
document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());

/** This tab's sessionStorage, or null where privacy settings block it (reading the property throws). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// Public pages arrive prerendered (scripts/build-site.mjs). Hydrate when the HTML is for exactly this URL;
// a query string that changes the view (a directory filter, annual prices) or a stored draft (the builder's
// answers) means rendering afresh.
const prerenderedFor = container.dataset.prerendered;
if (
  prerenderedFor &&
  prerenderedFor === window.location.pathname &&
  !viewDiffersFromPrerender(window.location, tabStorage())
) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
