import { useEffect, useState } from 'react';
import { endOfWeek } from '../lib/end-of-week';
import type { PreviewProps } from './preview-props';

/** Each unit's length in milliseconds and how many of it make the next unit up. */
const UNITS = [
  ['days', 86_400_000, Infinity],
  ['hours', 3_600_000, 24],
  ['minutes', 60_000, 60],
  ['seconds', 1000, 60],
] as const;

/** The niche's offer with a clock counting down to its end, once a second. */
export default function CountdownPreview({ sample }: PreviewProps) {
  const [now, setNow] = useState(() => Date.now());
  const [end] = useState(() => endOfWeek(new Date()).getTime());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, end - now);
  const parts = UNITS.map(([unit, size, per]) => ({ unit, value: Math.floor(left / size) % per }));
  return (
    <div className="space-y-4 text-center">
      <h3 className="text-lg font-bold">{sample.offer}</h3>
      <p className="text-sm text-muted-foreground">Ends Sunday at midnight</p>
      {/* A timer is not announced every second; the visible clock is enough. */}
      <div role="timer" aria-label="Time left" className="flex justify-center gap-2 sm:gap-3">
        {parts.map(({ unit, value }) => (
          <div key={unit} className="w-16 rounded-lg border bg-background p-2 sm:w-20">
            <span
              className="block text-2xl font-extrabold tabular-nums text-primary sm:text-3xl"
              data-unit={unit}
            >
              {String(value).padStart(2, '0')}
            </span>
            <span className="text-xs uppercase text-muted-foreground">{unit}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
