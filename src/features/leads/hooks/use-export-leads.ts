import { usePipelineExport } from '@/components/dashboard/use-pipeline-export';
import { downloadCsv } from '@/lib/csv';
import { fetchAllLeads } from '../api/export-leads';
import type { Lead, LeadsFilter, LeadsSort } from '../api/lead-types';
import { leadsExportFilename, leadsToCsvRows } from '../lib/leads-csv';

/** The leads CSV export (whole filtered list or the selection), logged before the file is written. */
export function useExportLeads() {
  const { exportAll, exportSelected, exporting } = usePipelineExport<Lead, LeadsFilter & { sort: LeadsSort }>({
    table: 'custom_builder_leads',
    noun: ['lead', 'leads'],
    // Called with the query only, so the page size keeps its default.
    fetchAll: (query) => fetchAllLeads(query),
    filtersOf: ({ search, businessType, status, archived }) => ({ search, businessType, status, archived }),
    download: (leads) => downloadCsv(leadsExportFilename(), leadsToCsvRows(leads)),
  });
  return { exportLeads: exportAll, exportSelected, exporting };
}
