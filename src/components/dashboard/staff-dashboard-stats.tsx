import type { DashboardDefinition, PipelineRow, PipelineStats } from './dashboard-definition';
import { StatCards } from './stat-cards';
import { StatusStatCards } from './status-stat-cards';

/** The definition's headline counts, then the counts by status; computed by the database over every row, not the page. */
export function StaffDashboardStats<Row extends PipelineRow, C extends string, F extends string, Filter, Stats extends PipelineStats>({
  definition: { table, stats },
  data,
}: {
  definition: DashboardDefinition<Row, C, F, Filter, Stats>;
  /** undefined while loading. */
  data: Stats | undefined;
}) {
  return (
    <div className="flex flex-col gap-4">
      <StatCards
        label={stats.label}
        stats={stats.cards.map(({ label, icon, value }) => ({ label, icon, value: data && value(data) }))}
      />
      <StatusStatCards table={table} label={stats.byStatusLabel} data={data} />
    </div>
  );
}
