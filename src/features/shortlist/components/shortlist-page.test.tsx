import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ShortlistNavLink } from '@/components/layout/shortlist-nav-link';
import { SHORTLIST_KEY } from '@/lib/shortlist/shortlist-store';
import { renderRoute } from '@/testing/render-route';
import { ShortlistButton } from '@/components/shortlist/shortlist-button';
import { ShortlistPage } from './shortlist-page';

const store = (ids: number[]) => localStorage.setItem(SHORTLIST_KEY, JSON.stringify(ids));
afterEach(() => localStorage.clear());

describe('ShortlistButton and the navigation count', () => {
  it('toggles with aria-pressed and a name that says what a press does; the count follows', async () => {
    const user = userEvent.setup();
    renderRoute(
      <>
        <ShortlistNavLink />
        <ShortlistButton toolId={14} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Shortlist 0 tools' })).toHaveAttribute('href', '/shortlist');
    const add = screen.getByRole('button', { name: 'Add Google Reviews Widget to my shortlist' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    const remove = screen.getByRole('button', { name: 'Remove Google Reviews Widget from my shortlist' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Shortlist 1 tool' })).toBeInTheDocument();
    await user.click(remove);
    expect(screen.getByRole('link', { name: 'Shortlist 0 tools' })).toBeInTheDocument();
  });

  it('says so when the shortlist is full', async () => {
    const user = userEvent.setup();
    store(Array.from({ length: 20 }, (_, i) => i + 1));
    renderRoute(<ShortlistButton toolId={30} />);
    await user.click(screen.getByRole('button', { name: /add .* to my shortlist/i }));
    expect(screen.getByRole('status')).toHaveTextContent('Your shortlist is full (20 tools)');
    expect(screen.getByRole('button', { name: /add .* to my shortlist/i })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('ShortlistPage', () => {
  it('shows the empty state with a way to the directory', () => {
    renderRoute(<ShortlistPage />, { path: '/shortlist' });
    expect(screen.getByRole('heading', { level: 1, name: 'My shortlist' })).toBeInTheDocument();
    expect(screen.getByText('Your shortlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the tools' })).toHaveAttribute('href', '/tools');
  });

  it('lists the tools, recommends a plan and compares the first four', () => {
    store([14, 3, 15, 16, 17]);
    renderRoute(<ShortlistPage />, { path: '/shortlist' });
    const list = screen.getByRole('list', { name: 'Shortlisted tools' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByRole('link', { name: 'Google Reviews Widget' })).toHaveAttribute(
      'href',
      '/tool/google-reviews-widget',
    );
    expect(screen.getByText(/fit the/)).toHaveTextContent(
      'Your 5 ready-made tools and 0 premium tools fit the Starter plan ($99/month), which includes up to 5 ready-made tools and 0 premium tools.',
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Category', 'Niches', 'Rating', 'Features']);
    expect(within(table).getByRole('columnheader', { name: /Google Reviews Widget/ })).toBeInTheDocument();
    expect(
      within(table).queryByRole('columnheader', { name: /TripAdvisor Reviews Display/ }),
    ).not.toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: '4.9 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Get this toolkit' })).toHaveAttribute(
      'href',
      '/custom-builder?shortlist=14,3,15,16,17',
    );
  });

  it('counts a premium tool against the premium allowance', () => {
    store([14, 109]);
    renderRoute(<ShortlistPage />, { path: '/shortlist' });
    expect(screen.getByText(/fit the/)).toHaveTextContent(
      'Your 1 ready-made tool and 1 premium tool fit the Professional plan',
    );
  });

  it('lets the visitor pick which four to compare, at most four', async () => {
    const user = userEvent.setup();
    store([14, 3, 15, 16, 17]);
    renderRoute(<ShortlistPage />, { path: '/shortlist' });
    const picker = screen.getByRole('group', { name: 'Choose up to 4 tools to compare' });
    const boxes = within(picker).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true, true, false]);
    expect(boxes[4]).toBeDisabled();
    await user.click(within(picker).getByRole('checkbox', { name: 'Google Reviews Widget' }));
    await user.click(boxes[4]!);
    const table = screen.getByRole('table');
    expect(
      within(table).queryByRole('columnheader', { name: /Google Reviews Widget/ }),
    ).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  });

  it('removes a tool and points past Enterprise to Enterprise Elite', async () => {
    const user = userEvent.setup();
    store(Array.from({ length: 17 }, (_, i) => i + 1));
    renderRoute(<ShortlistPage />, { path: '/shortlist' });
    expect(screen.getByRole('link', { name: 'See Enterprise Elite' })).toHaveAttribute(
      'href',
      '/enterprise-elite',
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove Quick Appointment Booking from my shortlist' }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Shortlisted tools' })).getAllByRole('listitem'),
    ).toHaveLength(16);
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)).not.toContain(3);
  });
});
