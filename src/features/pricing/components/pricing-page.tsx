import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { FaqSection } from '@/components/ui/faq-accordion';
import { PageHero } from '@/components/ui/page-hero';
import { PRICING_TOOL_PARAM } from '@/config/paths';
import { isCatalogueToolId } from '@/lib/catalogue/tool-ids';
import { PRICING_FAQ } from '../data/pricing-faq';
import { formatUsd } from '@/domain/pricing/format-usd';
import { ANNUAL_DISCOUNT_PERCENT, PLANS, TRIAL_DAYS } from '@/domain/pricing/plans';
import { useBillingPeriod } from '../hooks/use-billing-period';
import { ComparePlansTable } from './compare-plans-table';
import { PricingCta } from './pricing-cta';
import { PlansSection } from './plans-section';

// Only a visitor arriving from "I want this" needs the catalogue to name their tool.
const PickedToolNote = lazy(() =>
  import('./picked-tool-note').then((module) => ({ default: module.PickedToolNote })),
);

const PLAN_SUMMARY = PLANS.map((plan) => `${plan.name} ${formatUsd(plan.monthlyPrice)}`).join(', ');

export function PricingPage() {
  const [billing, setBilling] = useBillingPeriod();
  const [searchParams] = useSearchParams();
  const pickedToolId = Number(searchParams.get(PRICING_TOOL_PARAM));
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
      {isCatalogueToolId(pickedToolId) ? (
        <Suspense fallback={null}>
          <PickedToolNote toolId={pickedToolId} />
        </Suspense>
      ) : null}
      <PlansSection billing={billing} onBillingChange={setBilling} />
      <ComparePlansTable />
      <FaqSection
        items={PRICING_FAQ}
        subtitle="Everything you need to know before you start your free trial."
      />
      <PricingCta />
    </>
  );
}
