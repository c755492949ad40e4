import type { LucideIcon } from 'lucide-react';

export type StatItem = { label: string; value: number | undefined; icon: LucideIcon };

/**
 * A row of headline numbers. A description list, so each number is read with its label;
 * an undefined value (still loading) shows a dash and marks the list busy.
 */
export function StatCards({ stats, label }: { stats: ReadonlyArray<StatItem>; label: string }) {
  const loading = stats.some((stat) => stat.value === undefined);
  return (
    <dl aria-label={label} aria-busy={loading} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map(({ label: statLabel, value, icon: Icon }) => (
        <div key={statLabel} className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
            {statLabel}
            <Icon aria-hidden="true" className="size-4 shrink-0" />
          </dt>
          <dd className="text-2xl font-bold tabular-nums sm:text-3xl">
            {value === undefined ? '–' : value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
