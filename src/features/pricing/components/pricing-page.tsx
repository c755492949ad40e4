import { PageMeta } from '@/components/layout/page-meta';
import { FaqSection } from '@/components/ui/faq-accordion';
import { PageHero } from '@/components/ui/page-hero';
import { PRICING_FAQ } from '../data/pricing-faq';
import { formatUsd } from '../data/format-usd';
import { ANNUAL_DISCOUNT_PERCENT, PLANS, TRIAL_DAYS } from '../data/plans';
import { useBillingPeriod } from '../hooks/use-billing-period';
import { ComparePlansTable } from './compare-plans-table';
import { PricingCta } from './pricing-cta';
import { PlansSection } from './plans-section';

const PLAN_SUMMARY = PLANS.map((plan) => `${plan.name} ${formatUsd(plan.monthlyPrice)}`).join(', ');

export function PricingPage() {
  const [billing, setBilling] = useBillingPeriod();
  return (
    <>
      <PageMeta
        title="Pricing"
        description={`Simple, transparent pricing for local businesses: ${PLAN_SUMMARY} a month, ${ANNUAL_DISCOUNT_PERCENT}% off annually. Every plan includes a ${TRIAL_DAYS}-day free trial.`}
      />
      <PageHero
        title="Simple, Transparent Pricing"
        subtitle={`All plans include a ${TRIAL_DAYS}-day free trial.`}
        className="pb-8 md:pb-10"
      />
      <PlansSection billing={billing} onBillingChange={setBilling} />
      <ComparePlansTable billing={billing} />
      <FaqSection
        items={PRICING_FAQ}
        subtitle="Everything you need to know before you start your free trial."
      />
      <PricingCta />
    </>
  );
}
