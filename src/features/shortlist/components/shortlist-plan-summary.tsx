import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PLAN_LIMITS } from '@/domain/pricing/plan-limits';
import { formatUsd } from '@/domain/pricing/format-usd';
import type { ShortlistPlan } from '../lib/shortlist-plan';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Which plan covers the shortlist, from the plan limits in the pricing data. */
export function ShortlistPlanSummary({ summary }: { summary: ShortlistPlan }) {
  const { readyMade, premium, plan } = summary;
  const counts = `${plural(readyMade, 'ready-made tool')} and ${plural(premium, 'premium tool')}`;
  return (
    <section aria-labelledby="shortlist-plan-heading" className="rounded-lg border bg-card p-6 shadow-sm">
      <h2 id="shortlist-plan-heading" className="text-xl font-semibold">
        Recommended plan
      </h2>
      {plan ? (
        <>
          <p className="mt-2">
            Your {counts} fit the <strong>{plan.name}</strong> plan ({formatUsd(plan.monthlyPrice)}/month),
            which includes up to {plural(PLAN_LIMITS[plan.id].readyMade, 'ready-made tool')} and{' '}
            {plural(PLAN_LIMITS[plan.id].premium, 'premium tool')}.
          </p>
          <Link
            to={paths.pricing}
            className="mt-3 inline-block font-semibold text-primary underline-offset-4 hover:underline"
          >
            Compare plans on the pricing page
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2">
            Your {counts} are more than Enterprise includes ({PLAN_LIMITS.enterprise.readyMade} ready-made and{' '}
            {PLAN_LIMITS.enterprise.premium} premium tools). <strong>Enterprise Elite</strong> has no tool
            limits.
          </p>
          <Link
            to={paths.enterpriseElite}
            className="mt-3 inline-block font-semibold text-primary underline-offset-4 hover:underline"
          >
            See Enterprise Elite
          </Link>
        </>
      )}
    </section>
  );
}
