import type { ActivityEntry } from '@/lib/pipeline/activity';
import { actionLabel, statusLabel } from '@/lib/pipeline/pipeline-tables';

/** One log entry in words: "Status changed: New → Contacted", "Exported CSV: 12 rows". */
export function activityText(entry: Pick<ActivityEntry, 'action' | 'details' | 'table_name'>): string {
  const label = actionLabel(entry.action);
  const details = entry.details;
  if (entry.action === 'status_changed') {
    return `${label}: ${statusLabel(entry.table_name, details.from)} → ${statusLabel(entry.table_name, details.to)}`;
  }
  if (entry.action === 'owner_changed') {
    const to = typeof details.to_email === 'string' ? details.to_email : null;
    if (!details.to) return `${label}: unassigned`;
    return details.reason === 'round_robin' ? `${label}: assigned to ${to ?? 'a staff member'} (round robin)` : `${label}: reassigned to ${to ?? 'a staff member'}`;
  }
  if ((entry.action === 'call_logged' || entry.action === 'email_logged') && typeof details.note === 'string' && details.note) {
    return `${label}: ${details.note}`;
  }
  if (typeof details.rows === 'number') {
    const scope = details.scope === 'selection' ? ' (selection)' : '';
    return `${label}: ${details.rows} row${details.rows === 1 ? '' : 's'}${scope}`;
  }
  return label;
}

/** Who did it: the staff member's email, or the database itself (the round robin on insert, the scheduled purge). */
export function activityActor(entry: ActivityEntry): string {
  if (entry.actor_email) return entry.actor_email;
  if (entry.actor_id) return 'Unknown user';
  return entry.action === 'owner_changed' ? 'Round robin' : 'Scheduled purge';
}
