import type { ReactNode } from 'react';
import { shownFor } from '@/components/ui/choice-group';
import { BILLING_CHOICE, BILLING_PERIODS, type BillingPeriod } from '@/domain/pricing/plans';

/**
 * Content that differs per billing period, in the page for every period and shown while its period is
 * checked (by CSS), so it follows the toggle before the app has started as after (decision 044).
 */
export function PerPeriod({
  as: Element = 'span',
  children,
}: {
  as?: 'span' | 'div';
  children: (period: BillingPeriod) => ReactNode;
}) {
  return BILLING_PERIODS.map((period) => (
    <Element key={period} {...shownFor(BILLING_CHOICE, period)}>
      {children(period)}
    </Element>
  ));
}
