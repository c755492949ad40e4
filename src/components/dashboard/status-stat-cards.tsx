import { Archive, CircleCheck, CircleDot, CircleX, Loader, Phone, Star, type LucideIcon } from 'lucide-react';
import { PIPELINE_LISTS, type PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { StatCards } from './stat-cards';

const STATUS_ICONS: Record<string, LucideIcon> = {
  new: CircleDot,
  contacted: Phone,
  qualified: Star,
  won: CircleCheck,
  lost: CircleX,
  in_progress: Loader,
  done: CircleCheck,
};

/** The compact row of counts by pipeline status, in the table's status order, then the archived count. */
export function StatusStatCards({
  table,
  label,
  data,
}: {
  table: PipelineTable;
  label: string;
  /** undefined while loading. */
  data: { byStatus: Readonly<Record<string, number>>; archived: number } | undefined;
}) {
  return (
    <StatCards
      label={label}
      compact
      stats={[
        ...PIPELINE_LISTS[table].statuses.map(({ value, label: status }) => ({
          label: status,
          value: data?.byStatus[value],
          icon: STATUS_ICONS[value] ?? CircleDot,
        })),
        { label: 'Archived', value: data?.archived, icon: Archive },
      ]}
    />
  );
}
