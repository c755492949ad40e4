import { formatLongDay } from '@/lib/dates';
import type { WidgetPlanRow } from '@/types/tables/widget-plans';

const PLAN_NAMES: Record<WidgetPlanRow['plan'], string> = {
  starter: 'Starter plan',
  professional: 'Professional plan',
  enterprise: 'Enterprise plan',
  elite: 'Enterprise Elite plan',
};

export type PlanSummary = {
  /** "Free trial until November 30, 2026", "Professional plan", "Free trial ended on November 30, 2026". */
  title: string;
  /** "3 of 5 tools live", "3 tools live (no limit)". */
  usage: string;
  /** The sentence that asks for a plan: an ended trial, or the limit reached. */
  warning: string | null;
};

/** What My tools and the contact record say about a widget owner's plan or trial. */
export function planSummary(plan: WidgetPlanRow): PlanSummary {
  const ends = plan.trial_ends_at ? formatLongDay(plan.trial_ends_at) : null;
  const title = !plan.on_trial
    ? PLAN_NAMES[plan.plan]
    : !ends
      ? 'Free trial: 14 days from your first tool'
      : plan.may_run
        ? `Free trial until ${ends}`
        : `Free trial ended on ${ends}`;
  const tools = `${plan.live_tools} ${plan.live_tools === 1 ? 'tool' : 'tools'} live`;
  const usage =
    plan.tool_limit === null ? `${tools} (no limit)` : `${plan.live_tools} of ${plan.tool_limit} tools live`;
  const warning = !plan.may_run
    ? 'Your tools are off: your websites show their fallback content. Choose a plan to publish them again.'
    : plan.tool_limit !== null && plan.live_tools >= plan.tool_limit
      ? 'You have reached your limit of live tools. Unpublish one, or choose a larger plan.'
      : null;
  return { title, usage, warning };
}
