import { useState } from 'react';
import { toast } from 'sonner';
import { logActivity } from '@/lib/pipeline/activity';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { nounForms, type RowNoun } from './use-pipeline-actions';

type Options<Row, Query> = {
  table: PipelineTable;
  /** The row noun for the toasts, singular and plural ("lead", "leads"). */
  noun: RowNoun;
  /** Every row matching the dashboard's current filters, in its order. */
  fetchAll: (query: Query) => Promise<Row[]>;
  /** What the log records about the filters (no row data). */
  filtersOf: (query: Query) => Record<string, unknown>;
  download: (rows: Row[]) => void;
};

/**
 * A pipeline dashboard's CSV export: every row matching the current filters (not just the visible page),
 * or the ticked rows. Each export is recorded in the activity log with its filters and row count before
 * the file is written: no record, no file.
 */
export function usePipelineExport<Row, Query>({ table, noun, fetchAll, filtersOf, download }: Options<Row, Query>) {
  const [one, many] = nounForms(noun);
  const [exporting, setExporting] = useState(false);

  const write = async (rows: Row[], details: Record<string, unknown>) => {
    await logActivity({ table_name: table, action: 'exported', details: { ...details, rows: rows.length } });
    download(rows);
    toast.success('Export Complete', { description: `Exported ${rows.length} ${rows.length === 1 ? one : many} to CSV file.` });
  };

  const run = async (work: () => Promise<void>) => {
    setExporting(true);
    try {
      await work();
    } catch {
      toast.error('Error', { description: `Failed to export ${many}. Please try again.` });
    } finally {
      setExporting(false);
    }
  };

  const exportAll = (query: Query) =>
    run(async () => {
      const rows = await fetchAll(query);
      if (rows.length === 0) {
        toast.error('No Data', { description: `No ${many} to export.` });
        return;
      }
      await write(rows, { scope: 'filters', filters: filtersOf(query) });
    });

  const exportSelected = (rows: Row[]) => run(() => write(rows, { scope: 'selection' }));

  return { exportAll, exportSelected, exporting };
}
