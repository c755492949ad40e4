import { WEEKDAY_NAMES, WEEKDAYS, type OpeningHours } from '../../shared/opening-hours';

/*
 * schema.org's view of opening hours (runtime-safe: the widget writes it as structured data). Days with the
 * same times share one OpeningHoursSpecification; a closure is a day that opens and closes at 00:00
 * (Google's documented form for holiday hours); a midnight closing is 23:59.
 */
export function openingHoursSpecification(hours: OpeningHours): object[] {
  const byTimes = new Map<string, string[]>();
  for (const day of WEEKDAYS) {
    for (const interval of hours.intervals.filter((i) => i.day === day)) {
      const closes =
        interval.close === '24:00' || (interval.close === '00:00' && interval.open === '00:00')
          ? '23:59'
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
