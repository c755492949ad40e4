import { activityText } from '@/components/dashboard/activity-text';
import { paths } from '@/config/paths';
import { contactSubjectLabel, isContactSubject } from '@/lib/contact/contact-subjects';
import { formatDateTime } from '@/lib/dates';
import { actionLabel, type PipelineTable } from '@/lib/pipeline/pipeline-tables';
import type { ActivityAction } from '@/types/tables/activity-log';
import type { TimelineEntry } from '../api/get-contact';

const KIND_LABELS: Record<Exclude<TimelineEntry['kind'], 'activity'>, string> = {
  builder_lead: 'Builder lead',
  enquiry: 'Enquiry',
  onboarding_submission: 'Onboarding submission',
  site_check_report: 'Website check',
  purchase: 'Purchase',
  email: 'Email sent',
};

/** The dashboard that lists each pipeline table's rows. */
export const DASHBOARD_PATHS: Record<PipelineTable, string> = {
  custom_builder_leads: paths.leadsAdmin,
  visitor_inquiries: paths.inquiriesAdmin,
  onboarding_submissions: paths.onboardingAdmin,
};

/** What a log entry is about, in the timeline's words. */
const RECORD_NOUNS: Record<string, string> = {
  custom_builder_leads: 'the builder lead',
  visitor_inquiries: 'the enquiry',
  onboarding_submissions: 'the onboarding submission',
  contacts: 'the contact',
};

export type TimelineText = {
  /** What happened: "Enquiry", "Note added", "Status changed: New → Contacted". */
  label: string;
  /** Its substance: the note's text, the task's title, the record's summary. */
  text?: string;
  /** For a log entry: which record it is about ("the enquiry"). */
  about?: string;
  /** Who did it (log entries). */
  actor?: string;
  /** What the person wrote (an enquiry's subject and message), in full. */
  written?: { subject?: string; message: string };
  /** For a pipeline record: its dashboard, searched for this contact's address. */
  href?: string;
  action?: ActivityAction;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const without = (prefix: string, summary: string) => (summary.startsWith(prefix) ? summary.slice(prefix.length) : summary);

/** One timeline entry in words; `email` (the contact's address) searches the dashboard a record links to. */
export function timelineText(entry: TimelineEntry, email: string): TimelineText {
  if (entry.kind !== 'activity') {
    const dashboard = DASHBOARD_PATHS[entry.table_name as PipelineTable];
    const message = entry.kind === 'enquiry' ? text(entry.details.message) : undefined;
    const subject = text(entry.details.subject);
    return {
      label: KIND_LABELS[entry.kind],
      text: entry.kind === 'email' ? text(entry.details.kind) : entry.summary,
      ...(message
        ? { written: { message, ...(subject ? { subject: isContactSubject(subject) ? contactSubjectLabel(subject) : subject } : {}) } }
        : {}),
      href: dashboard ? `${dashboard}?q=${encodeURIComponent(email)}` : undefined,
    };
  }
  const details = entry.details;
  const action = details.action as ActivityAction;
  const base = { about: RECORD_NOUNS[entry.table_name], actor: text(details.actor_email), action };
  switch (action) {
    case 'note_added':
      return { ...base, label: actionLabel(action), text: without('Note: ', entry.summary) };
    case 'task_created': {
      const due = text(details.due_at);
      return { ...base, label: actionLabel(action), text: `${text(details.title) ?? ''}${due ? `, due ${formatDateTime(due)}` : ''}` };
    }
    case 'task_completed':
      return { ...base, label: actionLabel(action), text: text(details.title) };
    case 'owner_changed':
      return { ...base, label: actionLabel(action), text: `Now ${text(details.to_email) ?? 'unassigned'}` };
    case 'call_logged':
    case 'email_logged':
      return { ...base, label: actionLabel(action), text: text(details.note) };
    default:
      return { ...base, label: activityText({ action, details, table_name: entry.table_name }) };
  }
}

/** How many of each record the contact has, for the header: "2 builder leads", "1 enquiry". */
export function recordCounts(entries: readonly TimelineEntry[]): string[] {
  const nouns: Partial<Record<TimelineEntry['kind'], [string, string]>> = {
    builder_lead: ['builder lead', 'builder leads'],
    enquiry: ['enquiry', 'enquiries'],
    onboarding_submission: ['onboarding submission', 'onboarding submissions'],
    site_check_report: ['website check', 'website checks'],
    purchase: ['purchase', 'purchases'],
  };
  return Object.entries(nouns).flatMap(([kind, [one, many]]) => {
    const count = entries.filter((entry) => entry.kind === kind).length;
    return count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];
  });
}
