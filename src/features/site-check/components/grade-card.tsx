import type { SiteCheckGroupResult } from '@/domain/site-check-report';
import { cn } from '@/lib/utils';

const GRADE_COLOURS: Record<SiteCheckGroupResult['grade'], string> = {
  A: 'border-green-600 text-green-800',
  B: 'border-green-500 text-green-800',
  C: 'border-amber-500 text-amber-900',
  D: 'border-orange-600 text-orange-900',
  F: 'border-red-600 text-red-800',
};

/** One group's grade (A to F) and score. */
export function GradeCard({ group }: { group: SiteCheckGroupResult }) {
  return (
    <li className={cn('grid gap-1 rounded-xl border-2 bg-card p-4', GRADE_COLOURS[group.grade])}>
      <span className="text-sm font-medium text-foreground">{group.label}</span>
      <span className="text-4xl font-bold">
        <span className="sr-only">Grade </span>
        {group.grade}
      </span>
      <span className="text-sm text-muted-foreground">{group.score} / 100</span>
    </li>
  );
}
