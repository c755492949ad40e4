import type { DashboardUrlConfig } from '@/components/dashboard/dashboard-url-state';
import { useDashboardSearchParams } from '@/components/dashboard/use-dashboard-search-params';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { BUSINESS_TYPE_VALUES, type BusinessType } from '@/lib/leads/lead-options';
import type { LeadsSort } from '../api/lead-types';

type LeadsColumn = LeadsSort['column'];

const LEADS_URL_CONFIG: DashboardUrlConfig<LeadsColumn, BusinessType> = {
  sortColumns: ['created_at', 'business_name'],
  defaultSort: { column: 'created_at', ascending: false },
  filterValues: BUSINESS_TYPE_VALUES,
  filterParam: 'type',
  statusValues: PIPELINE_LISTS.custom_builder_leads.statuses.map((s) => s.value),
};

/** The leads table's search, business-type filter, sort and page, kept in the URL (?q=&type=&status=&archived=&sort=&dir=&page=&size=). */
export function useLeadsUrlState() {
  return useDashboardSearchParams(LEADS_URL_CONFIG);
}
