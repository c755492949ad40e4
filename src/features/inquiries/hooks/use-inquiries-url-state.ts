import type { DashboardUrlConfig } from '@/components/dashboard/dashboard-url-state';
import { useDashboardSearchParams } from '@/components/dashboard/use-dashboard-search-params';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import type { InquiriesSort } from '../api/inquiry-types';
import { INQUIRY_KIND_VALUES, type InquiryKind } from '@/lib/inquiries/inquiry-sources';

const INQUIRIES_URL_CONFIG: DashboardUrlConfig<InquiriesSort['column'], InquiryKind> = {
  sortColumns: ['created_at', 'full_name'],
  defaultSort: { column: 'created_at', ascending: false },
  filterValues: INQUIRY_KIND_VALUES,
  filterParam: 'kind',
  statusValues: PIPELINE_LISTS.visitor_inquiries.statuses.map((s) => s.value),
};

/** The enquiries table's search, kind, status and archived filters, sort and page, kept in the URL (?q=&kind=&status=&archived=&sort=&dir=&page=&size=). */
export function useInquiriesUrlState() {
  return useDashboardSearchParams(INQUIRIES_URL_CONFIG);
}
