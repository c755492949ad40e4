import { CalendarDays, Inbox, MessageSquare, Presentation } from 'lucide-react';
import { ContactNameLink } from '@/components/dashboard/contact-name-link';
import { receivedColumn } from '@/components/dashboard/received-column';
import { speedFilterOf } from '@/components/dashboard/speed-filter-of';
import type { DashboardDefinition } from '@/components/dashboard/dashboard-definition';
import { usePipelineExport } from '@/components/dashboard/use-pipeline-export';
import { Badge } from '@/components/ui/badge';
import { downloadCsv } from '@/lib/csv';
import { INQUIRY_KIND_VALUES, INQUIRY_KINDS, inquiryKindLabel, inquirySourceLabel, type InquiryKind } from '@/lib/inquiries/inquiry-sources';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { speedFilterDetails } from '@/lib/pipeline/speed-filter';
import { fetchAllRecords, useRecords, useRecordStats } from '@/lib/pipeline/record-kind';
import { INQUIRY_RECORDS } from './api/inquiry-records';
import type { InquiriesFilter, InquiriesSort, Inquiry, InquiryStats } from './api/inquiry-types';
import { inquiriesExportFilename, inquiriesToCsvRows, subjectLabel } from './lib/inquiries-csv';

const ENQUIRY: readonly [string, string] = ['enquiry', 'enquiries'];

/** /inquiries-admin: demo requests and contact messages, worded as the spec words the leads' (section 8). */
export const INQUIRIES_DASHBOARD: DashboardDefinition<Inquiry, InquiriesSort['column'], InquiryKind, InquiriesFilter, InquiryStats> = {
  table: INQUIRY_RECORDS.table,
  noun: ENQUIRY,
  rowName: (inquiry) => inquiry.full_name,
  url: {
    sortColumns: ['created_at', 'full_name', 'waiting'],
    defaultSort: { column: 'created_at', ascending: false },
    filterValues: INQUIRY_KIND_VALUES,
    filterParam: 'kind',
    statusValues: PIPELINE_LISTS.visitor_inquiries.statuses.map((s) => s.value),
  },
  filterOf: (state, me) => ({
    search: state.search,
    kind: state.filter,
    status: state.status,
    archived: state.archived,
    ...speedFilterOf(state, me),
  }),
  useRows: (query) => useRecords(INQUIRY_RECORDS, query),
  useStats: () => useRecordStats(INQUIRY_RECORDS),
  invalidate: [INQUIRY_RECORDS.queryKey],
  useExport: () =>
    usePipelineExport({
      table: 'visitor_inquiries',
      noun: ENQUIRY,
      fetchAll: (query) => fetchAllRecords(INQUIRY_RECORDS, query),
      filtersOf: (query) => ({
        search: query.search,
        kind: query.kind,
        status: query.status,
        archived: query.archived,
        ...speedFilterDetails(query),
      }),
      download: (rows) => downloadCsv(inquiriesExportFilename(), inquiriesToCsvRows(rows)),
    }),
  words: {
    title: 'Enquiries Dashboard',
    subtitle: 'Demo requests and contact messages from visitors',
    heading: 'Recent Enquiries',
    archivedHeading: 'Archived Enquiries',
    description: 'Demo requests and contact messages from the site',
    searchPlaceholder: 'Search name, email, business, phone or message',
    caption: 'Enquiries',
    results: {
      loading: 'Loading enquiries...',
      loadError: 'Enquiries could not be loaded.',
      noMatch: 'No enquiries match your search.',
      noMatchHint: 'Try a different search, kind or status.',
      clearLabel: 'Clear filters',
      empty: 'No enquiries yet.',
      emptyHint: 'Demo requests and contact messages will appear here.',
    },
    deleted: { deleted: 'Enquiry deleted successfully.', failed: 'Failed to delete enquiry. Please try again.' },
    deleteDialog: { title: 'Delete Enquiry', object: 'the enquiry from' },
    loadError: { id: 'inquiries-load-error', description: () => 'Failed to load enquiries. Please try again.' },
  },
  stats: {
    label: 'Enquiry statistics',
    byStatusLabel: 'Enquiries by status',
    cards: [
      { label: 'Total Enquiries', icon: Inbox, value: (s) => s.total },
      { label: 'This Week', icon: CalendarDays, value: (s) => s.thisWeek },
      { label: 'Demo Requests', icon: Presentation, value: (s) => s.demo },
      { label: 'Contact Messages', icon: MessageSquare, value: (s) => s.contact },
    ],
  },
  filter: { label: 'Kind', options: [{ value: 'all', label: 'All kinds' }, ...INQUIRY_KINDS] },
  columns: [
    {
      key: 'kind',
      header: 'Kind',
      cell: (inquiry) => (
        <>
          <Badge variant={inquiry.kind === 'demo' ? 'default' : 'secondary'} className="whitespace-nowrap font-medium">
            {inquiryKindLabel(inquiry.kind)}
          </Badge>
          <div className="mt-1 text-xs text-muted-foreground">{inquirySourceLabel(inquiry.source)}</div>
        </>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      cell: (inquiry) => (
        <>
          <div>
            <ContactNameLink contactId={inquiry.contact_id}>{inquiry.full_name}</ContactNameLink>
          </div>
          <div className="text-sm text-muted-foreground">{inquiry.business_name ?? 'No business name'}</div>
        </>
      ),
      sort: { column: 'full_name', firstAscending: true, reads: ['name, A to Z', 'name, Z to A'] },
    },
    'status',
    {
      key: 'contact',
      header: 'Contact',
      cell: (inquiry) => (
        <>
          {/* The address is encoded, so whatever was stored can only ever be the recipient. */}
          <a href={`mailto:${encodeURIComponent(inquiry.email)}`} className="break-all text-primary underline-offset-4 hover:underline">
            {inquiry.email}
          </a>
          <div className="text-sm text-muted-foreground">{inquiry.phone ?? ''}</div>
        </>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      className: 'min-w-44 max-w-96',
      cell: (inquiry) => (
        <>
          {inquiry.subject ? <div className="text-sm font-medium">{subjectLabel(inquiry.subject)}</div> : null}
          {inquiry.message ? (
            <p className="line-clamp-3 whitespace-pre-line text-sm">{inquiry.message}</p>
          ) : (
            <span className="text-muted-foreground">Not provided</span>
          )}
        </>
      ),
    },
    receivedColumn('created_at'),
  ],
};
