import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BillingPeriod } from '../data/plans';

const PARAM = 'billing';

/**
 * The billing period lives in the URL (`?billing=annual`) so annual prices can be shared by link.
 * Monthly is the default and is left out of the URL; switching replaces the history entry rather
 * than adding one, so Back leaves the page instead of replaying toggles.
 */
export function useBillingPeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  const billing: BillingPeriod = searchParams.get(PARAM) === 'annual' ? 'annual' : 'monthly';
  const keepScrollAt = useRef<number | null>(null);

  // The app's scroll manager sends every new location to the top, this one included. Flipping the
  // toggle is not a new page, so put the visitor back where they were before the frame is painted.
  useLayoutEffect(() => {
    const top = keepScrollAt.current;
    if (top === null) return;
    keepScrollAt.current = null;
    const frame = requestAnimationFrame(() => window.scrollTo({ top, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, [billing]);

  const setBilling = useCallback(
    (next: BillingPeriod) => {
      keepScrollAt.current = window.scrollY;
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'annual') params.set(PARAM, 'annual');
          else params.delete(PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return [billing, setBilling] as const;
}
