import { formatUsd } from '@/domain/pricing/format-usd';
import { annualTotals, monthlyRate, TRIAL_DAYS, type BillingPeriod } from '@/domain/pricing/plans';
import { PerPeriod } from './per-period';

/** The price for each billing period, all in the page; the checked period's is shown (decision 044). */
export function PlanPrice({
  monthlyPrice,
  note,
  className,
}: {
  monthlyPrice: number;
  /** Replaces the default "billed monthly" line (Elite has no free trial). */
  note?: string;
  className?: string;
}) {
  const { total, savings } = annualTotals(monthlyPrice);
  const billedLine = (period: BillingPeriod) =>
    period === 'annual'
      ? `Billed annually: ${formatUsd(total)} a year (save ${formatUsd(savings)})`
      : (note ?? `Billed monthly after your ${TRIAL_DAYS}-day free trial`);
  return (
    <div className={className}>
      <PerPeriod as="div">
        {(period) => (
          <>
            <p className="flex items-baseline gap-1">
              <span data-testid="plan-price" className="text-4xl font-bold tracking-tight">
                {formatUsd(monthlyRate(monthlyPrice, period))}
              </span>
              <span aria-hidden="true" className="text-muted-foreground">
                /month
              </span>
              <span className="sr-only"> per month</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{billedLine(period)}</p>
          </>
        )}
      </PerPeriod>
    </div>
  );
}
