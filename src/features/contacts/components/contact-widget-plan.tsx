import { planSummary } from '@/domain/pricing/widget-plan-summary';
import { formatLongDay } from '@/lib/dates';
import { useContactWidgetPlan } from '../api/get-contact-widget-plan';

/** Above their tools: the owner's plan or trial, when the trial ends (or ended) and live tools of the limit. */
export function ContactWidgetPlan({ contactId }: { contactId: string }) {
  const plan = useContactWidgetPlan(contactId);
  if (plan.isPending) return null;
  if (plan.isError) return <p className="text-sm text-muted-foreground">Their plan could not be loaded.</p>;
  if (!plan.data) return null;
  const summary = planSummary(plan.data);
  const trialEnd = plan.data.trial_ends_at ? formatLongDay(plan.data.trial_ends_at) : 'not started';
  return (
    <dl aria-label="Their plan" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Plan</dt>
      <dd>
        {plan.data.on_trial ? 'Free trial' : summary.title} · {summary.usage}
        {plan.data.may_run ? '' : ' · tools off (trial ended without a plan)'}
      </dd>
      <dt className="text-muted-foreground">Trial end</dt>
      <dd>{trialEnd}</dd>
    </dl>
  );
}
