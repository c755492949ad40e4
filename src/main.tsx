import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
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
// with a query string the page may differ (a directory filter, annual prices), so render it afresh.
const prerenderedFor = container.dataset.prerendered;
if (prerenderedFor && prerenderedFor === window.location.pathname && !window.location.search) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
