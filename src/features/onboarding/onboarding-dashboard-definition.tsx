import { CalendarDays, Globe, KeyRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContactNameLink } from '@/components/dashboard/contact-name-link';
import { receivedColumn } from '@/components/dashboard/received-column';
import { speedFilterOf } from '@/components/dashboard/speed-filter-of';
import type { DashboardDefinition } from '@/components/dashboard/dashboard-definition';
import { ExternalLink } from '@/components/ui/external-link';
import { DataError } from '@/lib/data-error';
import { mailtoHref } from '@/lib/mailto';
import { bestTimeLabel } from '@/lib/onboarding/best-times';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { safeHttpUrl } from '@/lib/safe-url';
import { useRecords, useRecordStats } from '@/lib/pipeline/record-kind';
import {
  ONBOARDING_RECORDS,
  SUBMISSION_SORT_COLUMNS,
  type OnboardingStats,
  type SubmissionSortColumn,
  type SubmissionsFilter,
} from './api/onboarding-records';
import type { OnboardingSubmission } from './api/onboarding-submission';
import { CredentialsBanner } from './components/credentials-banner';
import { PasswordCell } from './components/password-cell';
import { useSubmissionsExporter } from './hooks/use-submissions-exporter';

const linkClass = 'text-primary underline-offset-4 hover:underline';
// Long values (URLs, domains) wrap anywhere rather than widening the table; short labels stay whole.
const orNotProvided = (value: ReactNode) =>
  value || <span className="whitespace-nowrap text-muted-foreground">Not provided</span>;

/** /onboarding-admin (spec "Onboarding dashboard"), in the spec's words (sections 7, 8 and 9). */
export const ONBOARDING_DASHBOARD: DashboardDefinition<OnboardingSubmission, SubmissionSortColumn, never, SubmissionsFilter, OnboardingStats> = {
  table: ONBOARDING_RECORDS.table,
  noun: 'submission',
  rowName: (s) => s.full_name,
  url: {
    sortColumns: SUBMISSION_SORT_COLUMNS,
    defaultSort: { column: 'created_at', ascending: false },
    statusValues: PIPELINE_LISTS.onboarding_submissions.statuses.map((s) => s.value),
  },
  filterOf: (state, me) => ({ search: state.search, status: state.status, archived: state.archived, ...speedFilterOf(state, me) }),
  useRows: (query) => useRecords(ONBOARDING_RECORDS, query),
  useStats: () => useRecordStats(ONBOARDING_RECORDS),
  invalidate: [ONBOARDING_RECORDS.queryKey],
  useExport: useSubmissionsExporter,
  exportWhenEmpty: true,
  words: {
    title: 'Onboarding Dashboard',
    subtitle: 'Review and manage client onboarding submissions',
    heading: 'Onboarding Submissions',
    archivedHeading: 'Archived Submissions',
    description: 'All submissions from the client onboarding form',
    searchPlaceholder: 'Name, email or domain',
    caption: 'Onboarding submissions',
    results: {
      loading: 'Loading submissions...',
      loadError: 'Submissions could not be loaded.',
      noMatch: 'No submissions match your search.',
      noMatchHint: 'Try a different name, email, domain or status.',
      clearLabel: 'Clear search',
      empty: 'No onboarding submissions found yet',
      emptyHint: 'Submissions from the onboarding form will appear here.',
    },
    deleted: { deleted: 'Submission deleted successfully.', failed: 'Failed to delete submission' },
    deleteDialog: { title: 'Delete Submission', object: 'the onboarding submission from' },
    loadError: {
      id: 'onboarding-load-error',
      description: (error) =>
        error instanceof DataError ? 'Failed to fetch onboarding submissions' : 'An unexpected error occurred.',
      withStats: true,
    },
  },
  stats: {
    label: 'Onboarding statistics',
    byStatusLabel: 'Submissions by status',
    cards: [
      { label: 'Total', icon: Users, value: (s) => s.total },
      { label: 'This Week', icon: CalendarDays, value: (s) => s.thisWeek },
      { label: 'With Domain', icon: Globe, value: (s) => s.withDomain },
      { label: 'Backend Access', icon: KeyRound, value: (s) => s.backendAccess },
    ],
  },
  // Contact details sit under the name and the site's details in one column, so the table fits beside
  // the staff navigation at 1280 px (docs/decisions/027-staff-layout.md).
  columns: [
    {
      key: 'name',
      header: <span className="whitespace-nowrap">Full Name</span>,
      cell: (s) => (
        <div className="min-w-40 max-w-60 space-y-1">
          <p>
            <ContactNameLink contactId={s.contact_id}>{s.full_name}</ContactNameLink>
          </p>
          <p className="[overflow-wrap:anywhere]">
            <a href={mailtoHref(s.email)} className={linkClass}>
              {s.email}
            </a>
          </p>
          <p className="whitespace-nowrap text-muted-foreground">{s.phone}</p>
          <p className="text-muted-foreground">
            Best time: <span>{orNotProvided(bestTimeLabel(s.best_time_to_contact))}</span>
          </p>
        </div>
      ),
      sort: { column: 'full_name', firstAscending: true, reads: ['name, A to Z', 'name, Z to A'] },
    },
    'status',
    {
      key: 'site',
      header: 'Website access',
      cell: (s) => {
        // Only http(s) addresses become links; anything else (older rows, a bypassed form) stays text.
        const href = safeHttpUrl(s.backend_login_url);
        return (
          <dl className="grid min-w-44 max-w-72 grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 [overflow-wrap:anywhere]">
            <dt className="text-muted-foreground">Domain</dt>
            <dd>{orNotProvided(s.domain_name)}</dd>
            <dt className="text-muted-foreground">Login</dt>
            <dd>
              {href ? (
                <ExternalLink href={href} className={linkClass}>
                  {s.backend_login_url}
                </ExternalLink>
              ) : (
                orNotProvided(s.backend_login_url)
              )}
            </dd>
            <dt className="text-muted-foreground">Username</dt>
            <dd>{orNotProvided(s.backend_username)}</dd>
          </dl>
        );
      },
    },
    // Masked per row, revealed by its own toggle once a key that opens it is unlocked; each reveal is logged.
    { key: 'password', header: 'Password', cell: (s) => <PasswordCell submission={s} /> },
    receivedColumn('created_at'),
  ],
  Banner: CredentialsBanner,
};
