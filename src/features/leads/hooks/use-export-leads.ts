import { useState } from 'react';
import { toast } from 'sonner';
import { downloadCsv } from '@/lib/csv';
import { logActivity } from '@/lib/pipeline/activity';
import { fetchAllLeads } from '../api/export-leads';
import type { Lead, LeadsFilter, LeadsSort } from '../api/lead-types';
import { leadsExportFilename, leadsToCsvRows } from '../lib/leads-csv';

/**
 * Export every lead matching the current search and filters (not just the visible page), or the ticked
 * rows, as a CSV download. Each export is recorded in the activity log with its filters and row count
 * before the file is written: no record, no file.
 */
export function useExportLeads() {
  const [exporting, setExporting] = useState(false);

  const write = async (leads: Lead[], details: Record<string, unknown>) => {
    await logActivity({ table_name: 'custom_builder_leads', action: 'exported', details: { ...details, rows: leads.length } });
    downloadCsv(leadsExportFilename(), leadsToCsvRows(leads));
    const noun = leads.length === 1 ? 'lead' : 'leads';
    toast.success('Export Complete', { description: `Exported ${leads.length} ${noun} to CSV file.` });
  };

  const run = async (work: () => Promise<void>) => {
    setExporting(true);
    try {
      await work();
    } catch {
      toast.error('Error', { description: 'Failed to export leads. Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  const exportLeads = (query: LeadsFilter & { sort: LeadsSort }) =>
    run(async () => {
      const leads = await fetchAllLeads(query);
      if (leads.length === 0) {
        toast.error('No Data', { description: 'No leads to export.' });
        return;
      }
      const { search, businessType, status, archived } = query;
      await write(leads, { scope: 'filters', filters: { search, businessType, status, archived } });
    });

  const exportSelected = (leads: Lead[]) => run(() => write(leads, { scope: 'selection' }));

  return { exportLeads, exportSelected, exporting };
}
