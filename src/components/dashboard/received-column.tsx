import { formatDateTime } from '@/lib/dates';
import type { DashboardColumn, PipelineRow } from './dashboard-definition';
import { ResponseCell } from './response-cell';

/**
 * Every list's Date column: when the row arrived, its first-response clock and its owner in one cell, so
 * the speed-to-lead facts add no column to tables that already fill 1280 px (docs/decisions/026, UI).
 */
export function receivedColumn<Row extends PipelineRow, C extends string>(sortColumn: C): DashboardColumn<Row, C> {
  return {
    key: 'date',
    header: 'Date',
    className: 'min-w-24',
    cell: (row) => (
      <div className="flex flex-col gap-1">
        <span>{formatDateTime(row.created_at)}</span>
        <ResponseCell row={row} />
      </div>
    ),
    sort: { column: sortColumn, firstAscending: false, reads: ['date, oldest first', 'date, newest first'] },
  };
}
