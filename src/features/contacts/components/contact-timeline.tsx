import {
  ArrowRightLeft,
  CircleCheck,
  ClipboardList,
  CreditCard,
  Gauge,
  Hammer,
  History,
  ListPlus,
  Mail,
  MailCheck,
  MessageSquare,
  Phone,
  StickyNote,
  UserRoundCog,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/lib/dates';
import { listLabel } from '@/lib/pipeline/pipeline-tables';
import type { ActivityAction } from '@/types/tables/activity-log';
import type { TimelineEntry } from '../api/get-contact';
import { timelineText } from '../lib/timeline-text';

const KIND_ICONS: Record<Exclude<TimelineEntry['kind'], 'activity'>, LucideIcon> = {
  builder_lead: Hammer,
  enquiry: MessageSquare,
  onboarding_submission: ClipboardList,
  site_check_report: Gauge,
  purchase: CreditCard,
  email: Mail,
};

const ACTION_ICONS: Partial<Record<ActivityAction, LucideIcon>> = {
  note_added: StickyNote,
  status_changed: ArrowRightLeft,
  owner_changed: UserRoundCog,
  call_logged: Phone,
  email_logged: MailCheck,
  task_created: ListPlus,
  task_completed: CircleCheck,
};

/** The contact's timeline as an ordered list, newest first; each entry says when, what and about which record. */
export function ContactTimeline({ entries, email }: { entries: readonly TimelineEntry[]; email: string }) {
  if (entries.length === 0) return <p className="text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <ol aria-label="Timeline, newest first" className="flex flex-col gap-3">
      {entries.map((entry, index) => {
        const words = timelineText(entry, email);
        const Icon = entry.kind === 'activity' ? (words.action && ACTION_ICONS[words.action]) || History : KIND_ICONS[entry.kind];
        return (
          <li key={`${entry.kind}-${entry.row_id}-${entry.occurred_at}-${index}`} className="flex gap-3 rounded-md border p-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-medium">{words.label}</p>
              {words.text ? <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{words.text}</p> : null}
              {words.written ? (
                <blockquote className="space-y-1 border-l-2 pl-3">
                  {words.written.subject ? <p className="text-sm text-muted-foreground">Subject: {words.written.subject}</p> : null}
                  <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{words.written.message}</p>
                </blockquote>
              ) : null}
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at)}</time>
                {words.about ? ` · on ${words.about}` : null}
                {words.actor ? ` · by ${words.actor}` : null}
              </p>
              {words.href ? (
                <Link to={words.href} className="inline-block text-sm text-primary underline-offset-4 hover:underline">
                  Open in {listLabel(entry.table_name)}
                  <span className="sr-only">: {entry.summary}</span>
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
