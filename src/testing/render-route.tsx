import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** A fresh client per test, without retries, so failures show at once. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Render a screen inside a memory router (and a query client) at the given URL. */
export function renderRoute(element: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const queryClient = createTestQueryClient();
  const routes: RouteObject[] = [{ path, element }];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
