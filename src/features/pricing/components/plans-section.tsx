import { PLANS, type BillingPeriod } from '@/domain/pricing/plans';
import { BillingToggle } from './billing-toggle';
import { ElitePlanCard } from './elite-plan-card';
import { PlanCard } from './plan-card';

export const PLANS_HEADING_ID = 'plans-heading';

export function PlansSection({
  billing,
  onBillingChange,
}: {
  billing: BillingPeriod;
  onBillingChange: (billing: BillingPeriod) => void;
}) {
  return (
    <section aria-labelledby={PLANS_HEADING_ID} className="pb-16 pt-4 md:pb-20">
      <div className="container">
        <div className="mb-10 flex flex-col items-center gap-4 text-center">
          {/* Focus target for "Start Free Trial" below; scroll-margin keeps it clear of the sticky nav. */}
          <h2 id={PLANS_HEADING_ID} tabIndex={-1} className="text-2xl font-bold tracking-tight md:text-3xl">
            Choose Your Plan
          </h2>
          <BillingToggle billing={billing} onChange={onBillingChange} />
        </div>
        <ul className="grid gap-8 md:grid-cols-3 md:gap-6 lg:gap-8">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <ElitePlanCard />
        </div>
      </div>
    </section>
  );
}
