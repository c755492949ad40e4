import { WEEKDAY_NAMES, WEEKDAYS, type OpeningHours } from '../../shared/opening-hours';

/** The clock time a minute before `clock` (HH:MM), past midnight backwards. */
function minuteBefore(clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const before = (hours * 60 + minutes + 1439) % 1440;
  return `${String(Math.floor(before / 60)).padStart(2, '0')}:${String(before % 60).padStart(2, '0')}`;
}

/*
 * schema.org's view of opening hours (runtime-safe: the widget writes it as structured data). Days with the
 * same times share one OpeningHoursSpecification; a closure is a day that opens and closes at 00:00
 * (Google's documented form for holiday hours); a midnight closing is 23:59, and so a 24-hour interval closes
 * a minute before it opens (00:00 to 23:59, 09:00 to 08:59 the next morning): the same time for both would
 * read as closed.
 */
export function openingHoursSpecification(hours: OpeningHours): object[] {
  const byTimes = new Map<string, string[]>();
  for (const day of WEEKDAYS) {
    for (const interval of hours.intervals.filter((i) => i.day === day)) {
      const closes =
        interval.close === '24:00'
          ? '23:59'
          : interval.close === interval.open
            ? minuteBefore(interval.open)
            : interval.close;
      const key = `${interval.open}-${closes}`;
      byTimes.set(key, [...(byTimes.get(key) ?? []), WEEKDAY_NAMES[day]]);
    }
  }
  const weekly = [...byTimes].map(([key, days]) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => `https://schema.org/${day}`),
    opens: key.slice(0, 5),
    closes: key.slice(6),
  }));
  const closures = hours.holidays.map((holiday) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: holiday.date,
    validThrough: holiday.date,
  }));
  return [...weekly, ...closures];
}
