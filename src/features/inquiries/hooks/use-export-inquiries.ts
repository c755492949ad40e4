import { usePipelineExport } from '@/components/dashboard/use-pipeline-export';
import { downloadCsv } from '@/lib/csv';
import { fetchAllInquiries } from '../api/export-inquiries';
import type { InquiriesFilter, InquiriesSort, Inquiry } from '../api/inquiry-types';
import { inquiriesExportFilename, inquiriesToCsvRows } from '../lib/inquiries-csv';

/** The enquiries CSV export (whole filtered list or the selection), logged before the file is written. */
export function useExportInquiries() {
  const { exportAll, exportSelected, exporting } = usePipelineExport<Inquiry, InquiriesFilter & { sort: InquiriesSort }>({
    table: 'visitor_inquiries',
    noun: ['enquiry', 'enquiries'],
    fetchAll: (query) => fetchAllInquiries(query),
    filtersOf: ({ search, kind, status, archived }) => ({ search, kind, status, archived }),
    download: (rows) => downloadCsv(inquiriesExportFilename(), inquiriesToCsvRows(rows)),
  });
  return { exportInquiries: exportAll, exportSelected, exporting };
}
