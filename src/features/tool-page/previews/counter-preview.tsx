import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';
import { prefersReducedMotion } from './reduced-motion';
import { groupDigits } from '@/lib/numbers';

const DURATION_MS = 1200;

/** Share of the count-up shown, 0 to 1; jumps straight to 1 when the visitor prefers reduced motion. */
function useCountUp(run: number): number {
  const [progress, setProgress] = useState(() => (prefersReducedMotion() ? 1 : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const share = Math.min(1, (now - start) / DURATION_MS);
      setProgress(share);
      if (share < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [run]);
  return progress;
}

/** The business's numbers counting up, with a button to play the count again. */
export default function CounterPreview({ sample }: PreviewProps) {
  const [run, setRun] = useState(0);
  const progress = useCountUp(run);
  return (
    <div className="space-y-4">
      <ul aria-label={`${sample.business} in numbers`} className="grid gap-3 sm:grid-cols-3">
        {sample.stats.map((stat) => (
          <li key={stat.label} className="rounded-lg border bg-background p-4 text-center">
            {/* Screen readers get the final figure once, not every frame of the count. */}
            <span aria-hidden="true" className="block text-3xl font-extrabold tabular-nums text-primary">
              {groupDigits(Math.round(stat.value * progress))}
            </span>
            <span className="sr-only">{groupDigits(stat.value)}</span>
            <span className="mt-1 block text-sm text-muted-foreground">{stat.label}</span>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" onClick={() => setRun((current) => current + 1)}>
        <RotateCcw aria-hidden="true" /> Play the count again
      </Button>
    </div>
  );
}
