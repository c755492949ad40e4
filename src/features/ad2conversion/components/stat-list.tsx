import { cn } from '@/lib/utils';
import type { Stat } from '../data/case-studies';

/**
 * Figures shown big with a caption underneath. The label is the <dt> and comes first in the markup, so a
 * screen reader says "ad clicks: 32,100"; the column is reversed only visually.
 */
export function StatList({
  stats,
  className,
  valueClassName,
  labelClassName,
}: {
  stats: readonly Stat[];
  className?: string;
  valueClassName?: string;
  labelClassName?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-3', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end">
          <dt className={labelClassName}>{stat.label}</dt>
          <dd className={cn('font-extrabold', valueClassName)}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
