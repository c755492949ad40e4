import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShownFirst } from '@/lib/react/use-shown-first';
import { chosenInPage } from '@/components/ui/choice-group';
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
  // hydrating, a period the visitor checked before the app started is shown (then written to the URL).
  // Read once, as the app hydrates: React then marks the shown period as the radios' default.
  const [early] = useState(() => chosenInPage(BILLING_CHOICE, BILLING_PERIODS));
  const [billing, show] = useShownFirst<BillingPeriod>(
    searchParams.get(PARAM) === 'annual' ? 'annual' : 'monthly',
    early,
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

  // Once hydrated, the URL catches up with a period checked before the app started. After the commit, not
  // in it: the router writes the URL only once its own hooks have committed.
  const adoptEarly = useEffectEvent(() => {
    if (early) setBilling(early);
  });
  useEffect(() => adoptEarly(), []);

  return [billing, setBilling] as const;
}
