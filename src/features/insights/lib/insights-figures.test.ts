// @vitest-environment node
import type { PipelineInsights } from '@/types/pipeline-insights';
import type { WidgetInsights } from '@/types/widget-insights';
import { formatMinutes, funnelRows, installWeekRows, isEmpty, responseOwnerRows, responseWeekRows, sourceRows, weekLabel, weekRows } from './insights-figures';

const INSIGHTS: PipelineInsights = {
  weeks: 2,
  first_week: '2026-11-16',
  by_source: [{ source: 'google', count: 3 }],
  by_week: [
    { week: '2026-11-16', custom_builder_leads: 0, visitor_inquiries: 0, onboarding_submissions: 0 },
    { week: '2026-11-23', custom_builder_leads: 2, visitor_inquiries: 1, onboarding_submissions: 0 },
  ],
  funnel: { won: 1, new: 2 },
  response_by_week: [
    { week: '2026-11-16', median_minutes: null, touched: 0 },
    { week: '2026-11-23', median_minutes: 35, touched: 2 },
  ],
  response_by_owner: [{ owner_id: null, email: null, median_minutes: 5, touched: 1 }],
};

describe('the Insights figures', () => {
  it('orders the funnel as the pipeline does, zeros included', () => {
    expect(funnelRows(INSIGHTS)).toEqual([
      { label: 'New', count: 2 },
      { label: 'Contacted', count: 0 },
      { label: 'Qualified', count: 0 },
      { label: 'Won', count: 1 },
      { label: 'Lost', count: 0 },
    ]);
  });

  it('labels weeks by their Monday and keeps an unanswered week empty', () => {
    expect(weekLabel('2026-11-23')).toBe('Nov 23');
    expect(weekRows(INSIGHTS)[1]).toEqual({ label: 'Nov 23', leads: 2, enquiries: 1, onboarding: 0 });
    expect(responseWeekRows(INSIGHTS).map((w) => w.minutes)).toEqual([null, 35]);
    expect(responseOwnerRows(INSIGHTS)).toEqual([{ label: 'Unassigned', minutes: 5, touched: 1 }]);
    expect(sourceRows(INSIGHTS)).toEqual([{ label: 'google', count: 3 }]);
  });

  it('reads minutes as minutes, hours or days', () => {
    expect([formatMinutes(null), formatMinutes(12.4), formatMinutes(90), formatMinutes(4320)]).toEqual(['–', '12 min', '1.5 h', '3.0 d']);
  });

  it('is empty only when no week holds a row', () => {
    expect(isEmpty(INSIGHTS)).toBe(false);
    expect(isEmpty({ ...INSIGHTS, by_week: INSIGHTS.by_week.slice(0, 1) })).toBe(true);
  });
});

describe('the tools figures', () => {
  it('labels install weeks by their Monday and reads counts that arrive as text', () => {
    const tools: WidgetInsights = {
      weeks: 2,
      first_week: '2026-11-16',
      installs_by_week: [
        { week: '2026-11-16', installs: 0 },
        { week: '2026-11-23', installs: '4' as unknown as number },
      ],
      active_widgets: 3,
      published_widgets: 5,
      active_owners: 2,
    };
    expect(installWeekRows(tools)).toEqual([
      { label: 'Nov 16', installs: 0 },
      { label: 'Nov 23', installs: 4 },
    ]);
  });
});
