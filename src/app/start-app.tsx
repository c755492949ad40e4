import '@/lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadRouteModules } from './router';

const HYDRATED = 'data-hydrated';

/** Resolves once the page has hydrated (RootLayout marks <html data-hydrated> after the first commit). */
function hydrated(): Promise<void> {
  const html = document.documentElement;
  if (html.hasAttribute(HYDRATED)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!html.hasAttribute(HYDRATED)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: [HYDRATED] });
  });
}

/**
 * Starts the app on #root: adopting the prerendered HTML (`hydrate`) or rendering afresh. Loaded by the
 * page's first script (src/main.tsx) after the first paint, or at once where the view must change.
 */
export async function startApp(container: HTMLElement, hydrate: boolean): Promise<void> {
  // React renders the page's <title> and <meta> itself; drop the copies the prerenderer put in <head>.
  document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hydrating in a transition makes it concurrent: React works in slices of a few milliseconds and yields
  // to the browser between them, so a tap or a key during hydration is not stuck behind one long task.
  // (A hydration at default priority runs to the end in one go.) Decision 016.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else {
    // Rendering afresh (the staff screens' shells, a changed view): with the screen's modules loaded
    // first, the first render shows the screen, not placeholders that hold it back (loadRouteModules).
    await loadRouteModules(window.location.href);
    createRoot(container).render(app);
  }
  return hydrated();
}
