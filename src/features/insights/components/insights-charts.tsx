import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PipelineInsights } from '@/types/pipeline-insights';
import { formatMinutes, funnelRows, responseOwnerRows, responseWeekRows, sourceRows, weekRows } from '../lib/insights-figures';
import { InsightFigure } from './insight-figure';

// The theme's colours, so the charts follow the site's palette and contrast.
const PRIMARY = 'hsl(var(--primary))';
const AI = 'hsl(var(--ai-foreground))';
const PREMIUM = 'hsl(var(--premium-foreground))';
const GRID = 'hsl(var(--border))';
const TICK = { fill: 'hsl(var(--muted-foreground))', fontSize: 12 };

/** The charts are pictures of the tables beside them, so their own keyboard layer is off (nothing to focus inside a hidden chart). */
const CHART = { accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 8, left: 0 } } as const;

/** The five Insights figures (Recharts loads only with this screen). */
export function InsightsCharts({ insights }: { insights: PipelineInsights }) {
  const sources = sourceRows(insights);
  const weeks = weekRows(insights);
  const funnel = funnelRows(insights);
  const responseWeeks = responseWeekRows(insights);
  const owners = responseOwnerRows(insights);
  return (
    <div className="grid gap-6 2xl:grid-cols-2">
      <InsightFigure
        title="Leads by source"
        description="Every lead, enquiry and onboarding submission by where it came from (UTM source, else the referring site)."
        table={{ columns: ['Source', 'Count'], rows: sources.map((s) => [s.label, s.count]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart {...CHART} data={sources} layout="vertical">
              <CartesianGrid stroke={GRID} horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={TICK} />
              <YAxis type="category" dataKey="label" width={110} tick={TICK} />
              <Tooltip />
              <Bar dataKey="count" name="Count" fill={PRIMARY} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <InsightFigure
        title="New by week"
        description="New leads, enquiries and onboarding submissions each week."
        table={{ columns: ['Week of', 'Leads', 'Enquiries', 'Onboarding'], rows: weeks.map((w) => [w.label, w.leads, w.enquiries, w.onboarding]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart {...CHART} data={weeks}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="label" tick={TICK} />
              <YAxis allowDecimals={false} width={32} tick={TICK} />
              <Tooltip />
              <Legend />
              <Line dataKey="leads" name="Leads" stroke={PRIMARY} strokeWidth={2} isAnimationActive={false} />
              <Line dataKey="enquiries" name="Enquiries" stroke={AI} strokeWidth={2} isAnimationActive={false} />
              <Line dataKey="onboarding" name="Onboarding" stroke={PREMIUM} strokeWidth={2} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        }
      />
      <InsightFigure
        title="Lead funnel"
        description="Builder leads by their status now, from new to won (and lost)."
        table={{ columns: ['Status', 'Leads'], rows: funnel.map((f) => [f.label, f.count]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart {...CHART} data={funnel}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="label" tick={TICK} />
              <YAxis allowDecimals={false} width={32} tick={TICK} />
              <Tooltip />
              <Bar dataKey="count" name="Leads" fill={PRIMARY} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <InsightFigure
        title="First response by week"
        description="Median time from arrival to the first staff touch, by week of arrival, over the rows answered so far."
        table={{
          columns: ['Week of', 'Median', 'Answered'],
          rows: responseWeeks.map((w) => [w.label, formatMinutes(w.minutes), w.touched]),
        }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart {...CHART} data={responseWeeks}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="label" tick={TICK} />
              <YAxis width={40} tick={TICK} unit="m" />
              <Tooltip formatter={(value) => formatMinutes(Number(value))} />
              <Line dataKey="minutes" name="Median minutes" stroke={PRIMARY} strokeWidth={2} connectNulls isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        }
      />
      <InsightFigure
        title="First response by owner"
        description="Median time from arrival to the first staff touch for each owner's rows."
        table={{ columns: ['Owner', 'Median', 'Answered'], rows: owners.map((o) => [o.label, formatMinutes(o.minutes), o.touched]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart {...CHART} data={owners} layout="vertical">
              <CartesianGrid stroke={GRID} horizontal={false} />
              <XAxis type="number" tick={TICK} unit="m" />
              <YAxis type="category" dataKey="label" width={110} tick={TICK} />
              <Tooltip formatter={(value) => formatMinutes(Number(value))} />
              <Bar dataKey="minutes" name="Median minutes" fill={AI} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
    </div>
  );
}
