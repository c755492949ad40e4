import { Briefcase, Building2, CalendarDays, Users } from 'lucide-react';
import { ContactNameLink } from '@/components/dashboard/contact-name-link';
import { receivedColumn } from '@/components/dashboard/received-column';
import { speedFilterOf } from '@/components/dashboard/speed-filter-of';
import type { DashboardDefinition } from '@/components/dashboard/dashboard-definition';
import { usePipelineExport } from '@/components/dashboard/use-pipeline-export';
import { downloadCsv } from '@/lib/csv';
import { BUSINESS_TYPE_VALUES, BUSINESS_TYPES, businessTypeLabel, challengeLabel, goalLabel, type BusinessType } from '@/lib/leads/lead-options';
import { mailtoHref } from '@/lib/mailto';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { speedFilterDetails } from '@/lib/pipeline/speed-filter';
import { fetchAllRecords, useRecords, useRecordStats } from '@/lib/pipeline/record-kind';
import { LEAD_RECORDS } from './api/lead-records';
import type { Lead, LeadsFilter, LeadsSort, LeadStats } from './api/lead-types';
import { LabelBadges } from './components/label-badges';
import { LeadOwnerTools } from './components/lead-owner-tools';
import { LeadPurchases } from './components/lead-purchases';
import { LeadSiteCheck } from './components/lead-site-check';
import { ShortlistCell } from './components/shortlist-cell';
import { WebsiteLink } from './components/website-link';
import { leadsExportFilename, leadsToCsvRows } from './lib/leads-csv';

/** /leads-admin (spec "Leads Dashboard"): the custom builder's submissions, in the spec's words (sections 7 and 8). */
export const LEADS_DASHBOARD: DashboardDefinition<Lead, LeadsSort['column'], BusinessType, LeadsFilter, LeadStats> = {
  table: LEAD_RECORDS.table,
  noun: 'lead',
  rowName: (lead) => lead.business_name,
  url: {
    sortColumns: ['created_at', 'business_name', 'waiting'],
    defaultSort: { column: 'created_at', ascending: false },
    filterValues: BUSINESS_TYPE_VALUES,
    filterParam: 'type',
    statusValues: PIPELINE_LISTS.custom_builder_leads.statuses.map((s) => s.value),
  },
  filterOf: (state, me) => ({
    search: state.search,
    businessType: state.filter,
    status: state.status,
    archived: state.archived,
    ...speedFilterOf(state, me),
  }),
  useRows: (query) => useRecords(LEAD_RECORDS, query),
  useStats: () => useRecordStats(LEAD_RECORDS),
  invalidate: [LEAD_RECORDS.queryKey],
  useExport: () =>
    usePipelineExport({
      table: 'custom_builder_leads',
      noun: 'lead',
      // Called with the query only, so the page size keeps its default.
      fetchAll: (query) => fetchAllRecords(LEAD_RECORDS, query),
      filtersOf: (query) => ({
        search: query.search,
        businessType: query.businessType,
        status: query.status,
        archived: query.archived,
        ...speedFilterDetails(query),
      }),
      download: (leads) => downloadCsv(leadsExportFilename(), leadsToCsvRows(leads)),
    }),
  words: {
    title: 'Leads Dashboard',
    subtitle: 'Manage your custom builder form submissions',
    heading: 'Recent Leads',
    archivedHeading: 'Archived Leads',
    description: 'All form submissions from the custom builder',
    searchPlaceholder: 'Search business, email or website',
    caption: 'Leads',
    results: {
      loading: 'Loading leads...',
      loadError: 'Leads could not be loaded.',
      noMatch: 'No leads match your search.',
      noMatchHint: 'Try a different search, business type or status.',
      clearLabel: 'Clear filters',
      empty: 'No leads found yet.',
      emptyHint: 'Form submissions will appear here.',
    },
    deleted: { deleted: 'Lead deleted successfully.', failed: 'Failed to delete lead. Please try again.' },
    deleteDialog: { title: 'Delete Lead', object: 'the lead for' },
    loadError: { id: 'leads-load-error', description: () => 'Failed to load leads. Please try again.' },
  },
  stats: {
    label: 'Lead statistics',
    byStatusLabel: 'Leads by status',
    cards: [
      { label: 'Total Leads', icon: Users, value: (s) => s.total },
      { label: 'This Week', icon: CalendarDays, value: (s) => s.thisWeek },
      { label: 'Enterprise Type', icon: Building2, value: (s) => s.enterpriseType },
      { label: 'Professional Type', icon: Briefcase, value: (s) => s.professionalType },
    ],
  },
  filter: { label: 'Business type', options: [{ value: 'all', label: 'All types' }, ...BUSINESS_TYPES] },
  columns: [
    {
      // Type, email and website sit under the name, so the table fits beside the staff navigation (decision 027);
      // the links stand apart enough for WCAG 2.2's 24 px target spacing.
      key: 'business',
      header: 'Business',
      cell: (lead) => (
        <div className="min-w-40 max-w-64 space-y-2">
          <div>
            <p>
              <ContactNameLink contactId={lead.contact_id}>{lead.business_name}</ContactNameLink>
            </p>
            <p className="text-muted-foreground">{businessTypeLabel(lead.business_type)}</p>
          </div>
          <p>
            <a href={mailtoHref(lead.email)} className="break-all text-primary underline-offset-4 hover:underline">
              {lead.email}
            </a>
          </p>
          <p>
            <WebsiteLink url={lead.website_url} />
          </p>
          <LeadSiteCheck leadId={lead.id} />
          <LeadPurchases leadId={lead.id} />
          <LeadOwnerTools contactId={lead.contact_id} />
        </div>
      ),
      sort: { column: 'business_name', firstAscending: true, reads: ['business name, A to Z', 'business name, Z to A'] },
    },
    'status',
    {
      key: 'needs',
      header: 'Goals and challenges',
      cell: (lead) => (
        <div className="min-w-40 space-y-2">
          <LabelBadges title="Goals" labels={lead.goals.map(goalLabel)} />
          <LabelBadges title="Challenges" labels={lead.current_challenges.map(challengeLabel)} />
        </div>
      ),
    },
    { key: 'shortlist', header: 'Shortlist', cell: (lead) => <ShortlistCell shortlist={lead.shortlist} /> },
    receivedColumn('created_at'),
  ],
};
