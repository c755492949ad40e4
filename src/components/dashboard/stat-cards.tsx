import type { LucideIcon } from 'lucide-react';
import { groupDigits } from '@/lib/numbers';

export type StatItem = { label: string; value: number | undefined; icon: LucideIcon };

/**
 * A row of headline numbers. A description list, so each number is read with its label;
 * an undefined value (still loading) shows a dash and marks the list busy.
 */
export function StatCards({
  stats,
  label,
  compact = false,
}: {
  stats: ReadonlyArray<StatItem>;
  label: string;
  /** Smaller cards in more columns (the counts by status). */
  compact?: boolean;
}) {
  const loading = stats.some((stat) => stat.value === undefined);
  return (
    <dl
      aria-label={label}
      aria-busy={loading}
      className={compact ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6' : 'grid grid-cols-2 gap-4 lg:grid-cols-4'}
    >
      {stats.map(({ label: statLabel, value, icon: Icon }) => (
        <div
          key={statLabel}
          className={compact ? 'flex flex-col gap-1 rounded-lg border bg-card p-3 shadow-sm' : 'flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm sm:p-6'}
        >
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
            {statLabel}
            <Icon aria-hidden="true" className="size-4 shrink-0" />
          </dt>
          <dd className={compact ? 'text-xl font-bold tabular-nums' : 'text-2xl font-bold tabular-nums sm:text-3xl'}>
            {value === undefined ? '–' : groupDigits(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
