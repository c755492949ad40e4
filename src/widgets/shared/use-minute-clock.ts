import { useEffect, useState } from 'preact/hooks';

/**
 * The current time, renewed as each minute turns while the page is visible, and at once when it is shown
 * again (a tab left in the background comes back right). Off (`live` false), it is the time of the first
 * render and sets no timer.
 */
export function useMinuteClock(live = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!live) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (document.hidden) return;
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    };
    const tick = () => {
      setNow(new Date());
      schedule();
    };
    const onVisibility = () => (document.hidden ? clearTimeout(timer) : tick());
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [live]);
  return now;
}
