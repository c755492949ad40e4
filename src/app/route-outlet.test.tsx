import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { HYDRATE_ON_INTERACTION, scheduleAppStart } from '@/lib/first-paint/hydrate-on-interaction';
import { allowConsoleErrors } from '@/testing/setup-tests';
import { untilHydrated } from './hydration-marker';
import { RouteOutlet } from './route-outlet';

/** A page as the app draws it: a control outside the screen, and the screen in the route outlet. */
function Page({ screen, onPress }: { screen: React.ReactNode; onPress?: () => void }) {
  return (
    <MemoryRouter>
      <button type="button" onClick={onPress}>
        Open menu
      </button>
      <Routes>
        <Route element={<RouteOutlet />}>
          <Route index element={screen} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

function ThrowingScreen(): React.ReactNode {
  throw new Error('The screen broke');
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
});

it('a screen that throws as the app starts still lets the page go: early clicks are replayed, later ones answered', async () => {
  const root = document.createElement('div');
  // Served with the screen drawn; it throws once the app runs it (a chunk that failed, a bug).
  root.innerHTML = renderToString(<Page screen={<h1>Menu</h1>} />);
  document.body.append(root);
  const pressed = vi.fn();
  allowConsoleErrors(); // React and the boundary log the error, as they should
  scheduleAppStart(
    root,
    () => {
      startTransition(() => void hydrateRoot(root, <Page screen={<ThrowingScreen />} onPress={pressed} />));
      return untilHydrated();
    },
    HYDRATE_ON_INTERACTION,
  );
  const button = root.querySelector('button')!;
  // Pressed before the app has started: recorded, not lost, and not answered twice.
  button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  button.click();
  button.click();
  expect(pressed).not.toHaveBeenCalled();

  await vi.waitFor(() => expect(root).toHaveTextContent('Unexpected Application Error!'));
  await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(2));
  // The page is the app's: a press now is answered at once.
  button.click();
  expect(pressed).toHaveBeenCalledTimes(3);
});
