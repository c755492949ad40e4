import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Globe, KeyRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardDefinition, ListQuery } from '@/components/dashboard/dashboard-definition';
import { ExternalLink } from '@/components/ui/external-link';
import { DataError } from '@/lib/data-error';
import { formatDateTime } from '@/lib/dates';
import { mailtoHref } from '@/lib/mailto';
import { bestTimeLabel } from '@/lib/onboarding/best-times';
import { PIPELINE_LISTS } from '@/lib/pipeline/pipeline-tables';
import { safeHttpUrl } from '@/lib/safe-url';
import { useOnboardingStats, type OnboardingStats } from './api/get-onboarding-stats';
import {
  getOnboardingSubmissionsQueryOptions,
  SUBMISSION_SORT_COLUMNS,
  type SubmissionSortColumn,
} from './api/get-onboarding-submissions';
import { onboardingKeys, type OnboardingSubmission } from './api/onboarding-submission';
import { CredentialsBanner } from './components/credentials-banner';
import { PasswordCell } from './components/password-cell';
import { useSubmissionsExporter, type SubmissionsFilter } from './hooks/use-submissions-exporter';

const linkClass = 'text-primary underline-offset-4 hover:underline';
// Long values (URLs, domains) wrap anywhere rather than widening the table; short labels stay whole.
const wrapAnywhere = 'max-w-56 [overflow-wrap:anywhere]';
const orNotProvided = (value: ReactNode) =>
  value || <span className="whitespace-nowrap text-muted-foreground">Not provided</span>;
const asRows = (data: { submissions: OnboardingSubmission[]; total: number }) => ({ rows: data.submissions, total: data.total });

/** /onboarding-admin (spec "Onboarding dashboard"), in the spec's words (sections 7, 8 and 9). */
export const ONBOARDING_DASHBOARD: DashboardDefinition<OnboardingSubmission, SubmissionSortColumn, never, SubmissionsFilter, OnboardingStats> = {
  table: 'onboarding_submissions',
  noun: 'submission',
  rowName: (s) => s.full_name,
  url: {
    sortColumns: SUBMISSION_SORT_COLUMNS,
    defaultSort: { column: 'created_at', ascending: false },
    statusValues: PIPELINE_LISTS.onboarding_submissions.statuses.map((s) => s.value),
  },
  filterOf: ({ search, status, archived }) => ({ search, status, archived }),
  useRows: (query: ListQuery<SubmissionsFilter, SubmissionSortColumn>) =>
    useQuery({ ...getOnboardingSubmissionsQueryOptions(query), select: asRows }),
  useStats: useOnboardingStats,
  invalidate: [onboardingKeys.all],
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
  columns: [
    {
      key: 'name',
      header: <span className="whitespace-nowrap">Full Name</span>,
      className: 'font-medium',
      cell: (s) => s.full_name,
      sort: { column: 'full_name', firstAscending: true, reads: ['name, A to Z', 'name, Z to A'] },
    },
    'status',
    {
      key: 'email',
      header: 'Email',
      className: wrapAnywhere,
      cell: (s) => (
        <a href={mailtoHref(s.email)} className={linkClass}>
          {s.email}
        </a>
      ),
    },
    { key: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (s) => s.phone },
    {
      key: 'best-time',
      header: 'Best Time',
      headClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap',
      cell: (s) => orNotProvided(bestTimeLabel(s.best_time_to_contact)),
    },
    { key: 'domain', header: 'Domain', className: wrapAnywhere, cell: (s) => orNotProvided(s.domain_name) },
    {
      key: 'login-url',
      header: 'Backend URL',
      headClassName: 'whitespace-nowrap',
      className: wrapAnywhere,
      cell: (s) => {
        // Only http(s) addresses become links; anything else (older rows, a bypassed form) stays text.
        const href = safeHttpUrl(s.backend_login_url);
        return href ? (
          <ExternalLink href={href} className={linkClass}>
            {s.backend_login_url}
          </ExternalLink>
        ) : (
          orNotProvided(s.backend_login_url)
        );
      },
    },
    { key: 'username', header: 'Username', className: wrapAnywhere, cell: (s) => orNotProvided(s.backend_username) },
    // Masked per row, revealed by its own toggle once a key that opens it is unlocked; each reveal is logged.
    { key: 'password', header: 'Password', cell: (s) => <PasswordCell submission={s} /> },
    {
      key: 'date',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (s) => formatDateTime(s.created_at),
      sort: { column: 'created_at', firstAscending: false, reads: ['date, oldest first', 'date, newest first'] },
    },
  ],
  Banner: CredentialsBanner,
};
