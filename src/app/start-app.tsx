import '@/lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { App } from './app';
import { untilHydrated } from './hydration-marker';
import { loadRouteModules } from './router';

/**
 * Starts the app on #root: adopting the prerendered HTML (`hydrate`) or rendering afresh. Loaded by the
 * page's first script (src/main.tsx) after the first paint, or at once where the view must change.
 * Resolves once the app has started: its screen or the screen's error view has committed, or the app has
 * failed as a whole (an error no boundary caught). The page's early events are replayed then, whatever
 * the screen did.
 */
export async function startApp(container: HTMLElement, hydrate: boolean): Promise<void> {
  // React DOM's client is two thirds of what starts the app. Imported here, after this module's own
  // graph (the app, the router) has been evaluated and the browser has had a turn, it is evaluated in a
  // task of its own: on a phone's CPU (4x slower), one task of 95 to 155 ms becomes two shorter ones,
  // and a tap between them is answered (decision 043). The build preloads its chunk with the app's.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { createRoot, hydrateRoot } = await import('react-dom/client');
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
  let crashed!: () => void;
  const failed = new Promise<void>((resolve) => (crashed = resolve));
  // Reported as React does by default (to window's error event), and the app counts as started.
  const onUncaughtError = (error: unknown) => {
    reportError(error);
    crashed();
  };
  if (hydrate) startTransition(() => void hydrateRoot(container, app, { onUncaughtError }));
  else {
    // Rendering afresh (the staff screens' shells, a changed view): with the screen's modules loaded
    // first, the first render shows the screen, not placeholders that hold it back (loadRouteModules).
    await loadRouteModules(window.location.href);
    createRoot(container, { onUncaughtError }).render(app);
  }
  return Promise.race([untilHydrated(), failed]);
}
