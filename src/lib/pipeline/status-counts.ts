import { PIPELINE_LISTS, type PipelineTable } from './pipeline-tables';

/**
 * A stats RPC's `status_<value>` columns as counts by status, for every status of the table; a missing
 * row or column (nothing visible to the caller) counts zero.
 */
export function statusCounts(table: PipelineTable, row: Readonly<Record<string, unknown>> | undefined): Record<string, number> {
  return Object.fromEntries(
    PIPELINE_LISTS[table].statuses.map(({ value }) => {
      const count = row?.[`status_${value}`];
      return [value, typeof count === 'number' ? count : 0];
    }),
  );
}
