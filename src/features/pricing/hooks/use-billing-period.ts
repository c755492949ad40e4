import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShownFirst } from '@/lib/react/use-shown-first';
import { chosenByPage } from '@/components/ui/choice-group';
import { BILLING_CHOICE, BILLING_PERIODS, type BillingPeriod } from '@/domain/pricing/plans';

const PARAM = 'billing';

/**
 * The billing period lives in the URL (`?billing=annual`) so annual prices can be shared by link.
 * Monthly is the default and is left out of the URL; switching replaces the history entry rather
 * than adding one, so Back leaves the page instead of replaying toggles.
 */
export function useBillingPeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prices answer the toggle at once; the URL (which re-renders the whole router) follows. While
  // hydrating, a period the visitor chose before the app started is shown (the toggle then writes the URL).
  const [billing, show] = useShownFirst<BillingPeriod>(
    searchParams.get(PARAM) === 'annual' ? 'annual' : 'monthly',
    () => chosenByPage(BILLING_CHOICE, BILLING_PERIODS),
  );

  const setBilling = useCallback(
    (next: BillingPeriod) => {
      show(next);
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'annual') params.set(PARAM, 'annual');
          else params.delete(PARAM);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams, show],
  );

  return [billing, setBilling] as const;
}
