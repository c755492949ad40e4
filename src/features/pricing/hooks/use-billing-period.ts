import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShownFirst } from '@/lib/react/use-shown-first';
import type { BillingPeriod } from '@/domain/pricing/plans';

const PARAM = 'billing';

/**
 * The billing period lives in the URL (`?billing=annual`) so annual prices can be shared by link.
 * Monthly is the default and is left out of the URL; switching replaces the history entry rather
 * than adding one, so Back leaves the page instead of replaying toggles.
 */
export function useBillingPeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prices answer the toggle at once; the URL (which re-renders the whole router) follows.
  const [billing, show] = useShownFirst<BillingPeriod>(
    searchParams.get(PARAM) === 'annual' ? 'annual' : 'monthly',
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
