import { useState } from 'react';
import { toast } from 'sonner';
import { downloadCsv } from '@/lib/csv';
import { fetchAllLeads } from '../api/export-leads';
import type { LeadsFilter, LeadsSort } from '../api/lead-types';
import { leadsExportFilename, leadsToCsvRows } from '../lib/leads-csv';

/** Export every lead matching the current search and filter (not just the visible page) as a CSV download. */
export function useExportLeads() {
  const [exporting, setExporting] = useState(false);

  const exportLeads = async (query: LeadsFilter & { sort: LeadsSort }) => {
    setExporting(true);
    try {
      const leads = await fetchAllLeads(query);
      if (leads.length === 0) {
        toast.error('No Data', { description: 'No leads to export.' });
        return;
      }
      downloadCsv(leadsExportFilename(), leadsToCsvRows(leads));
      const noun = leads.length === 1 ? 'lead' : 'leads';
      toast.success('Export Complete', { description: `Exported ${leads.length} ${noun} to CSV file.` });
    } catch {
      toast.error('Error', { description: 'Failed to export leads. Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  return { exportLeads, exporting };
}
