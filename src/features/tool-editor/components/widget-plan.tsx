import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMyWidgetPlan } from '../api/get-widget-plan';
import { planSummary } from '@/domain/pricing/widget-plan-summary';

/** My tools' line about the owner's plan or trial: its end date, live tools out of the limit, what to do. */
export function WidgetPlan() {
  const plan = useMyWidgetPlan(true);
  if (plan.isPending) return null;
  if (plan.isError || !plan.data)
    return <p className="mb-6 text-sm text-muted-foreground">Your plan could not be loaded.</p>;
  const summary = planSummary(plan.data);
  return (
    <section aria-label="Your plan" className="mb-6 space-y-1 rounded-lg border bg-muted/40 p-4 text-sm">
      <p>
        <span className="font-semibold">{summary.title}</span> · {summary.usage}
      </p>
      {summary.warning ? <p className="font-medium text-destructive">{summary.warning}</p> : null}
      <Link to={paths.pricing} className="inline-block underline underline-offset-4">
        {plan.data.on_trial ? 'See the plans' : 'Compare the plans'}
      </Link>
    </section>
  );
}
