import type { ActivityEntry } from '@/lib/pipeline/activity';
import { actionLabel, statusLabel } from '@/lib/pipeline/pipeline-tables';

/** One log entry in words: "Status changed: New → Contacted", "Exported CSV: 12 rows". */
export function activityText(entry: Pick<ActivityEntry, 'action' | 'details' | 'table_name'>): string {
  const label = actionLabel(entry.action);
  const details = entry.details;
  if (entry.action === 'status_changed') {
    return `${label}: ${statusLabel(entry.table_name, details.from)} → ${statusLabel(entry.table_name, details.to)}`;
  }
  if (typeof details.rows === 'number') {
    const scope = details.scope === 'selection' ? ' (selection)' : '';
    return `${label}: ${details.rows} row${details.rows === 1 ? '' : 's'}${scope}`;
  }
  return label;
}

/** Who did it: the staff member's email, or the scheduled purge. */
export function activityActor(entry: ActivityEntry): string {
  return entry.actor_email ?? (entry.actor_id ? 'Unknown user' : 'Scheduled purge');
}
