import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardResultsBody, resultsStatus, type ResultsText } from './dashboard-results-body';

const TEXT: ResultsText = {
  loading: 'Loading rows...',
  loadError: 'Rows could not be loaded.',
  noMatch: 'No rows match.',
  noMatchHint: 'Try another search.',
  clearLabel: 'Clear search',
  empty: 'Nothing yet',
  emptyHint: 'Rows will appear here.',
};

describe('resultsStatus', () => {
  it('maps a query result to what the card shows', () => {
    expect(resultsStatus({ isPending: true, isError: false })).toBe('loading');
    expect(resultsStatus({ isPending: false, isError: true })).toBe('error');
    // A failed refetch keeps showing the rows it already has.
    expect(resultsStatus({ isPending: false, isError: true, data: { total: 3 } })).toBe('rows');
    expect(resultsStatus({ isPending: false, isError: false, data: { total: 0 } })).toBe('empty');
    expect(resultsStatus({ isPending: false, isError: false, data: { total: 1 } })).toBe('rows');
  });
});

describe('DashboardResultsBody', () => {
  const renderBody = (status: Parameters<typeof DashboardResultsBody>[0]['status'], isFiltered = false) => {
    const handlers = { onRetry: vi.fn(), onClearFilters: vi.fn() };
    render(
      <DashboardResultsBody status={status} isFiltered={isFiltered} text={TEXT} {...handlers}>
        <p>the table</p>
      </DashboardResultsBody>,
    );
    return handlers;
  };

  it('offers a retry after a failed load and a way back from a search with no match', async () => {
    const user = userEvent.setup();
    const failed = renderBody('error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('the table')).not.toBeInTheDocument();
  });

  it('tells "no match" from "nothing stored yet"', async () => {
    const user = userEvent.setup();
    const filtered = renderBody('empty', true);
    expect(screen.getByText('No rows match.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(filtered.onClearFilters).toHaveBeenCalledOnce();
  });

  it('shows the empty text', () => {
    renderBody('empty');
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByText('Rows will appear here.')).toBeInTheDocument();
  });

  it('shows the table for rows', () => {
    renderBody('rows');
    expect(screen.getByText('the table')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
