import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PLAN_LIMITS } from '@/domain/pricing/plan-limits';
import { PLANS } from '@/domain/pricing/plans';

/** Ready-made tools come with every plan; each plan differs only in how many you can pick. */
export function ToolPlans({ toolName }: { toolName: string }) {
  return (
    <div>
      <p className="mb-4">
        {toolName} is a ready-made tool, so every plan includes it. Plans differ in how many ready-made tools
        you can use at once.
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.id} className="flex gap-3 rounded-lg border bg-card p-4">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <span>
              <span className="block font-semibold">{plan.name}</span>
              <span className="text-sm text-muted-foreground">
                Up to {PLAN_LIMITS[plan.id].readyMade} ready-made tools, ${plan.monthlyPrice} a month
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <Link to={paths.pricing} className="font-semibold text-primary underline-offset-4 hover:underline">
          Compare plans and prices
        </Link>
      </p>
    </div>
  );
}
