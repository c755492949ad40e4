import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALL_FILTER } from '@/domain/catalogue/directory-filters';
import { filterTools } from '@/domain/catalogue/filter-tools';
import { TOOLS } from '@/domain/catalogue/tools';
import { renderRoute } from '@/testing/render-route';
import { DirectoryPage } from './directory-page';

// Counts how often a card is drawn, standing in for the real card (which is tested on its own).
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/catalogue/tool-card', () => ({
  ToolCard: ({ tool }: { tool: { name: string } }) => {
    cardRenders.count += 1;
    return <article>{tool.name}</article>;
  },
}));

describe('the directory search', () => {
  it('draws only the cards of the new result for a key, not every card twice', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<DirectoryPage />, { path: '/tools' });
    expect(cardRenders.count).toBe(TOOLS.length);
    cardRenders.count = 0;

    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'm');

    const matches = filterTools(TOOLS, ALL_FILTER, 'm').length;
    expect(await screen.findByText(`${matches} tools found`)).toBeInTheDocument();
    expect(matches).toBeLessThan(TOOLS.length);
    // The key's urgent render keeps the list it had (the query is deferred) without drawing it again;
    // only the deferred render draws the new result. Before, every key also redrew all 120+ cards.
    expect(cardRenders.count).toBe(matches);
    expect(router.state.location.search).toBe('?q=m');
  });
});

describe('a search and a filter in one moment', () => {
  // As when the app starts on a page where the visitor typed a search and pressed a filter: the box's
  // text reaches the search as the app commits, and the recorded press is replayed right after it, before
  // the router has rendered the first URL write.
  it('keeps both in the URL and the list', async () => {
    const { router } = renderRoute(<DirectoryPage />, { path: '/tools' });
    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search tools' }), {
        target: { value: 'menu' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Restaurants' }));
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ q: 'menu', category: 'Restaurants' });
    const matches = filterTools(TOOLS, 'Restaurants', 'menu').length;
    expect(matches).toBeLessThan(filterTools(TOOLS, 'Restaurants', '').length);
    expect(await screen.findByText(new RegExp(`^${matches} tools? found`))).toBeInTheDocument();
  });
});
