import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { LabelledSelect } from '@/components/dashboard/labelled-select';
import { TableLoadError, TableLoading, TableMessage } from '@/components/dashboard/table-states';
import { Button } from '@/components/ui/button';
import { usePipelineInsights } from '../api/get-pipeline-insights';
import { widgetInsightsKeys } from '../api/get-widget-insights';
import { isEmpty } from '../lib/insights-figures';
import { InsightsCharts } from './insights-charts';
import { ToolInsights } from './tool-insights';

const WINDOWS = [
  { value: '4', label: 'Last 4 weeks' },
  { value: '12', label: 'Last 12 weeks' },
  { value: '26', label: 'Last 26 weeks' },
  { value: '52', label: 'Last 52 weeks' },
] as const;
type WindowValue = (typeof WINDOWS)[number]['value'];

/** /insights: where leads come from, how they move through the pipeline and how fast staff first answer. */
export function InsightsDashboard() {
  const [weeks, setWeeks] = useState<WindowValue>('12');
  const insights = usePipelineInsights(Number(weeks));
  const queryClient = useQueryClient();
  // Both queries: the lead figures and the tools'.
  const refresh = () =>
    Promise.all([insights.refetch(), queryClient.refetchQueries({ queryKey: widgetInsightsKeys.weeks(Number(weeks)) })]);
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader
        title="Insights"
        subtitle="Leads by source and week, the funnel, first-response times and customers' tools installed. Weeks start on Monday (UTC)."
        actions={
          <>
            <LabelledSelect label="Period" value={weeks} options={WINDOWS} onChange={setWeeks} />
            <Button variant="outline" disabled={insights.isFetching} onClick={() => void refresh()}>
              <RefreshCw aria-hidden="true" className={insights.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} />
              Refresh
            </Button>
          </>
        }
      />
      {insights.isPending ? (
        <TableLoading label="Loading insights..." />
      ) : insights.isError ? (
        <TableLoadError title="Insights could not be loaded." onRetry={() => void insights.refetch()} />
      ) : isEmpty(insights.data) ? (
        <TableMessage title="No leads yet" description="Charts appear once leads, enquiries or onboarding submissions arrive." />
      ) : (
        <InsightsCharts insights={insights.data} />
      )}
      <ToolInsights weeks={Number(weeks)} />
    </div>
  );
}
