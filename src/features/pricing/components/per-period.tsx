import type { ReactNode } from 'react';
import { shownFor } from '@/components/ui/choice-group';
import { BILLING_CHOICE, BILLING_PERIODS, type BillingPeriod } from '@/domain/pricing/plans';

/**
 * Content that differs per billing period, in the page for every period and shown for the chosen one, so
 * the page can switch it before the app has started (decision 029).
 */
export function PerPeriod({
  billing,
  as: Element = 'span',
  children,
}: {
  billing: BillingPeriod;
  as?: 'span' | 'div';
  children: (period: BillingPeriod) => ReactNode;
}) {
  return BILLING_PERIODS.map((period) => (
    <Element key={period} {...shownFor(BILLING_CHOICE, period, billing)}>
      {children(period)}
    </Element>
  ));
}
