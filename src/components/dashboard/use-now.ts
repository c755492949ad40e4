import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`: the waiting clocks tick without re-fetching their rows. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
