import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TableLoading, TableMessage } from './table-states';

export type ResultsText = {
  loading: string;
  loadError: string;
  noMatch: string;
  noMatchHint: string;
  clearLabel: string;
  empty: string;
  emptyHint: string;
};

/**
 * What a dashboard card shows under its toolbar: loading, a failed first load (with retry), no match for
 * the search (with a way back), nothing stored yet, or the table (children).
 */
export function DashboardResultsBody({
  status,
  isFiltered,
  onRetry,
  onClearFilters,
  text,
  children,
}: {
  status: 'loading' | 'error' | 'empty' | 'rows';
  isFiltered: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  text: ResultsText;
  children: ReactNode;
}) {
  const action = (label: string, onClick: () => void) => (
    <Button variant="outline" onClick={onClick}>
      {label}
    </Button>
  );
  switch (status) {
    case 'loading':
      return <TableLoading label={text.loading} />;
    case 'error':
      return <TableMessage title={text.loadError} action={action('Try again', onRetry)} />;
    case 'empty':
      return isFiltered ? (
        <TableMessage title={text.noMatch} description={text.noMatchHint} action={action(text.clearLabel, onClearFilters)} />
      ) : (
        <TableMessage title={text.empty} description={text.emptyHint} />
      );
    case 'rows':
      return <>{children}</>;
  }
}

/** The status for a paged query result (React Query's fields). */
export function resultsStatus(result: { isPending: boolean; isError: boolean; data?: { total: number } }) {
  if (result.isPending) return 'loading' as const;
  if (result.isError && !result.data) return 'error' as const;
  return !result.data || result.data.total === 0 ? ('empty' as const) : ('rows' as const);
}
