import type { ReactNode } from 'react';
import { Section, SectionHeading } from '@/components/layout/section';
import { COMPARE_ROWS } from '../data/compare-plans';
import { formatUsd } from '@/domain/pricing/format-usd';
import { monthlyRate, PLANS, type PlanId } from '@/domain/pricing/plans';
import { ComparisonTable, type ComparisonColumn } from './comparison-table';
import { PerPeriod } from './per-period';

const COLUMNS: readonly ComparisonColumn<PlanId>[] = PLANS.map((plan) => ({
  key: plan.id,
  label: plan.name,
  highlight: plan.popular ? 'primary' : undefined,
}));

export function ComparePlansTable() {
  const priceRow = {
    key: 'price',
    feature: (
      <PerPeriod>
        {(period) => (period === 'annual' ? 'Price per month (billed annually)' : 'Price per month')}
      </PerPeriod>
    ),
    values: Object.fromEntries(
      PLANS.map((plan) => [
        plan.id,
        <PerPeriod key={plan.id}>
          {(period) => formatUsd(monthlyRate(plan.monthlyPrice, period))}
        </PerPeriod>,
      ]),
    ) as Record<PlanId, ReactNode>,
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
