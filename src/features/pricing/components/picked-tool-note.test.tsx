import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolCard } from '@/components/catalogue/tool-card';
import { TOOLS } from '@/domain/catalogue/tools';
import { getShortlist, SHORTLIST_KEY } from '@/lib/shortlist/shortlist-store';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';
import { PricingPage } from './pricing-page';

const tool = (name: string) => TOOLS.find((candidate) => candidate.name === name)!;
afterEach(() => localStorage.clear());

/** A directory card and the pricing page, as the visitor moves from one to the other. */
function renderCardThenPricing(name: string) {
  const router = createMemoryRouter(
    [
      { path: '/tools', element: <ToolCard tool={tool(name)} /> },
      { path: '/pricing', element: <PricingPage /> },
    ],
    { initialEntries: ['/tools'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('"I want this" and the pricing page', () => {
  it('adds the tool to the shortlist and opens pricing naming it and every plan that includes it', async () => {
    const user = userEvent.setup();
    const menu = tool('Restaurant Menu Display');
    const router = renderCardThenPricing(menu.name);
    await user.click(screen.getByRole('link', { name: 'I want this' }));

    expect(getShortlist()).toEqual([menu.id]);
    expect(router.state.location.pathname).toBe('/pricing');
    expect(router.state.location.search).toBe(`?tool=${menu.id}`);
    const note = (await screen.findByRole('heading', { name: 'You picked Restaurant Menu Display' })).closest(
      'section',
    )!;
    expect(note).toHaveTextContent(
      'It is included in every plan: Starter, Professional, and Enterprise, and in Enterprise Elite.',
    );
    const plans = within(
      within(note).getByRole('list', { name: 'Plans that include Restaurant Menu Display' }),
    );
    expect(plans.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Starter (up to 5 ready-made tools)',
      'Professional (up to 10 ready-made tools)',
      'Enterprise (up to 15 ready-made tools)',
    ]);
    expect(plans.getByRole('link', { name: 'Professional' })).toHaveAttribute(
      'href',
      `/pricing?tool=${menu.id}#plan-professional`,
    );
    expect(within(note).getByText(/It is on your shortlist/)).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'See your shortlist' })).toHaveAttribute(
      'href',
      '/shortlist',
    );
  });

  it('keeps a tool already on the shortlist once, and never removes it', async () => {
    const user = userEvent.setup();
    const menu = tool('Restaurant Menu Display');
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify([14, menu.id]));
    renderCardThenPricing(menu.name);
    await user.click(screen.getByRole('link', { name: 'I want this' }));
    expect(getShortlist()).toEqual([14, menu.id]);
  });

  it('names a premium tool and only the plans with room for premium tools', async () => {
    const spy = tool('AI Facebook Ads Spy Tool');
    renderRoute(<PricingPage />, { path: '/pricing', url: `/pricing?tool=${spy.id}` });
    const note = (await screen.findByRole('heading', { name: `You picked ${spy.name}` })).closest('section')!;
    expect(note).toHaveTextContent(
      'As a premium tool it is included in Professional and Enterprise, and in Enterprise Elite.',
    );
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Professional (up to 2 premium tools)', 'Enterprise (up to 3 premium tools)']);
    // Not on this browser's shortlist: nothing claims it is.
    expect(within(note).queryByText(/It is on your shortlist/)).not.toBeInTheDocument();
  });

  it.each(['?tool=99999', '?tool=57', '?tool=abc', '?tool=', ''])(
    'shows no note for "%s"',
    async (search) => {
      const { router } = renderRoute(<PricingPage />, { path: '/pricing', url: '/pricing?tool=14' });
      // The note is there for a catalogue tool, and goes when the link names none.
      await screen.findByRole('heading', { name: 'You picked Google Reviews Widget' });
      await act(() => router.navigate(`/pricing${search}`));
      expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /You picked/ })).not.toBeInTheDocument();
    },
  );
});
