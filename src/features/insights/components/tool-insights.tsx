import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TableLoadError, TableLoading } from '@/components/dashboard/table-states';
import { useWidgetInsights } from '../api/get-widget-insights';
import { installWeekRows } from '../lib/insights-figures';
import { InsightFigure } from './insight-figure';

const PRIMARY = 'hsl(var(--primary))';
const GRID = 'hsl(var(--border))';
const TICK = { fill: 'hsl(var(--muted-foreground))', fontSize: 12 };

/**
 * Customers' tools on their own websites (issue 45): installs per week and the tools running now, from the
 * cookie-less view counts. Its own query, so a failure here leaves the lead figures in place.
 */
export function ToolInsights({ weeks }: { weeks: number }) {
  const tools = useWidgetInsights(weeks);
  if (tools.isPending) return <TableLoading label="Loading tool installs..." />;
  if (tools.isError)
    return <TableLoadError title="Tool installs could not be loaded." onRetry={() => void tools.refetch()} />;
  const installs = installWeekRows(tools.data);
  const stats = [
    {
      label: 'Active tools',
      value: Number(tools.data.active_widgets),
      hint: 'published and seen on a website in the last 7 days',
    },
    { label: 'Published tools', value: Number(tools.data.published_widgets), hint: 'live now, seen or not' },
    {
      label: 'Owners with an active tool',
      value: Number(tools.data.active_owners),
      hint: 'in the last 7 days',
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg border bg-card p-4">
            <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-semibold tabular-nums">{stat.value}</dd>
            <dd className="text-xs text-muted-foreground">{stat.hint}</dd>
          </div>
        ))}
      </dl>
      <InsightFigure
        title="Tool installs by week"
        description="Customers' tools seen on a website for the first time each week (one tool on two websites is two installs)."
        table={{ columns: ['Week of', 'Installs'], rows: installs.map((w) => [w.label, w.installs]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
              data={installs}
            >
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="label" tick={TICK} />
              <YAxis allowDecimals={false} width={32} tick={TICK} />
              <Tooltip />
              <Bar dataKey="installs" name="Installs" fill={PRIMARY} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
    </div>
  );
}
