import { useState } from 'react';
import { toast } from 'sonner';
import { downloadCsv } from '@/lib/csv';
import { fetchAllInquiries } from '../api/export-inquiries';
import type { InquiriesFilter, InquiriesSort } from '../api/inquiry-types';
import { inquiriesExportFilename, inquiriesToCsvRows } from '../lib/inquiries-csv';

/** Export every enquiry matching the current search and filter (not just the visible page) as a CSV download. */
export function useExportInquiries() {
  const [exporting, setExporting] = useState(false);

  const exportInquiries = async (query: InquiriesFilter & { sort: InquiriesSort }) => {
    setExporting(true);
    try {
      const rows = await fetchAllInquiries(query);
      if (rows.length === 0) {
        toast.error('No Data', { description: 'No enquiries to export.' });
        return;
      }
      downloadCsv(inquiriesExportFilename(), inquiriesToCsvRows(rows));
      const noun = rows.length === 1 ? 'enquiry' : 'enquiries';
      toast.success('Export Complete', { description: `Exported ${rows.length} ${noun} to CSV file.` });
    } catch {
      toast.error('Error', { description: 'Failed to export enquiries. Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  return { exportInquiries, exporting };
}
