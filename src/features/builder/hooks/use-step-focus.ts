import { useLayoutEffect, useRef, useState } from 'react';
import type { StepNumber } from '../data/builder-steps';

/**
 * The current step, plus focus management: after the user moves between steps, focus goes to the new
 * step's heading (so screen readers announce it and Tab continues from the top of the step). The first
 * render, including one restored from a draft, leaves focus where the page put it.
 */
export function useStepFocus(initialStep: StepNumber) {
  const [step, setStep] = useState<StepNumber>(initialStep);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A layout effect, so the new heading is focused in the commit that shows it (see useFocusOnMount).
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: StepNumber) => {
    moved.current = true;
    setStep(next);
  };

  return { step, goTo, headingRef };
}
