// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WidgetPlanRow } from '@/types/tables/widget-plans';
import { planSummary } from './widget-plan-summary';

const plan = (overrides: Partial<WidgetPlanRow> = {}): WidgetPlanRow => ({
  plan: 'starter',
  on_trial: true,
  tool_limit: 5,
  trial_started_at: '2026-11-16T09:30:00Z',
  trial_ends_at: '2026-11-30T09:30:00Z',
  live_tools: 2,
  may_run: true,
  ...overrides,
});

describe('the plan line of My tools', () => {
  it('gives the trial’s end day and the live tools out of the limit', () => {
    expect(planSummary(plan())).toEqual({
      title: 'Free trial until November 30, 2026',
      usage: '2 of 5 tools live',
      warning: null,
    });
  });

  it('says the trial starts with the first tool when there is none yet', () => {
    expect(planSummary(plan({ trial_started_at: null, trial_ends_at: null, live_tools: 0 })).title).toBe(
      'Free trial: 14 days from your first tool',
    );
  });

  it('warns at the limit, and after an ended trial says the tools are off', () => {
    expect(planSummary(plan({ live_tools: 5 })).warning).toBe(
      'You have reached your limit of live tools. Unpublish one, or choose a larger plan.',
    );
    const ended = planSummary(plan({ may_run: false }));
    expect(ended.title).toBe('Free trial ended on November 30, 2026');
    expect(ended.warning).toMatch(/^Your tools are off: your websites show their fallback content\./);
  });

  it('names a paid plan, and Elite’s tools have no limit', () => {
    expect(
      planSummary(plan({ plan: 'professional', on_trial: false, tool_limit: 10, live_tools: 1 })),
    ).toEqual({
      title: 'Professional plan',
      usage: '1 of 10 tools live',
      warning: null,
    });
    expect(planSummary(plan({ plan: 'elite', on_trial: false, tool_limit: null, live_tools: 1 })).usage).toBe(
      '1 tool live (no limit)',
    );
  });
});
