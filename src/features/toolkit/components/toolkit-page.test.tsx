import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { buildToolkit } from '@/domain/toolkit/build-toolkit';
import { ToolkitPage } from './toolkit-page';

const renderToolkit = (search: string) =>
  renderRoute(<ToolkitPage />, { path: '/toolkit', url: `/toolkit${search}` });

describe('/toolkit', () => {
  it('shows the kit the link describes, with a call to start the builder', () => {
    renderToolkit('?type=coffee&goals=social,retention&challenges=budget&website=no');
    expect(
      screen.getByRole('heading', { level: 1, name: 'A personalized marketing toolkit' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Business type: Coffee Shop\./)).toBeInTheDocument();
    const expected = buildToolkit({
      businessType: 'coffee',
      goals: ['retention', 'social'],
      challenges: ['budget'],
      hasWebsite: false,
    });
    const names = within(screen.getByRole('list', { name: 'Recommended tools' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(expected.picks.map((p) => p.tool.name));
    expect(screen.getByRole('link', { name: 'Restaurant Reservation AI' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the builder' })).toHaveAttribute(
      'href',
      '/custom-builder',
    );
  });

  it("leads with the link's shortlisted tools, marked as the visitor's own picks", () => {
    renderToolkit('?type=legal&goals=leads&challenges=time&website=yes&picks=14');
    expect(screen.getByText(/Business type: Legal Services\./)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Recommended tools' })).getAllByRole('listitem');
    const expected = buildToolkit({
      businessType: 'legal',
      goals: ['leads'],
      challenges: ['time'],
      hasWebsite: true,
      shortlist: [14],
    });
    expect(within(items[0]!).getByRole('link').textContent).toBe(expected.picks[0]!.tool.name);
    expect(expected.picks[0]!.tool.id).toBe(14);
    expect(within(items[0]!).getByText('Your pick')).toBeInTheDocument();
    expect(screen.getAllByText('Your pick')).toHaveLength(1);
  });

  it.each(['', '?type=coffee', '?type=bakery&goals=leads&challenges=time&website=no'])(
    'shows a friendly empty state with the same call to action for "%s"',
    (search) => {
      renderToolkit(search);
      expect(
        screen.getByRole('heading', { level: 1, name: 'This toolkit link is incomplete' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Recommended tools' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start the builder' })).toHaveAttribute(
        'href',
        '/custom-builder',
      );
    },
  );
});
