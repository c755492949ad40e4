import { Section, SectionHeading } from '@/components/layout/section';
import { COMPARE_ROWS } from '../data/compare-plans';
import { formatUsd } from '@/domain/pricing/format-usd';
import { monthlyRate, PLANS, type BillingPeriod, type PlanId } from '@/domain/pricing/plans';
import { ComparisonTable, type ComparisonColumn } from './comparison-table';

const COLUMNS: readonly ComparisonColumn<PlanId>[] = PLANS.map((plan) => ({
  key: plan.id,
  label: plan.name,
  highlight: plan.popular ? 'primary' : undefined,
}));

export function ComparePlansTable({ billing }: { billing: BillingPeriod }) {
  const priceRow = {
    feature: billing === 'annual' ? 'Price per month (billed annually)' : 'Price per month',
    values: Object.fromEntries(
      PLANS.map((plan) => [plan.id, formatUsd(monthlyRate(plan.monthlyPrice, billing))]),
    ) as Record<PlanId, string>,
  };
  return (
    <Section className="bg-muted/50" aria-labelledby="compare-plans-heading">
      <SectionHeading
        id="compare-plans-heading"
        title="Compare Plans"
        subtitle="See exactly what each plan includes."
      />
      <ComparisonTable
        caption="What each plan includes, by feature"
        columns={COLUMNS}
        rows={[priceRow, ...COMPARE_ROWS]}
      />
    </Section>
  );
}
