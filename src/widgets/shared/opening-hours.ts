/*
 * Weekly opening hours in the business's own time zone (IANA), with holiday closures: whether the business
 * is open at an instant, when it closes or next opens, and the words for it. Runtime-safe (no zod): kinds'
 * widget modules import it (business-hours, call-button's "only while open").
 *
 * The rules:
 * - An interval belongs to the day it opens on. `close` at or before `open` runs past midnight into the
 *   next day (18:00-02:00); `open` equal to `close` is 24 hours (00:00-00:00 is the whole day); `24:00`
 *   closes at midnight.
 * - A holiday closure cancels the intervals that open on that date (an overnight interval of the evening
 *   before still runs into it).
 * - Everything is reckoned on the business's wall clock, from its time zone's offsets (zone-offsets.ts), so a daylight-
 *   saving change never moves "closes at 6 PM"; instants (for the visitor's own clock and timers) are
 *   converted back with the zone's offset at that moment.
 */
import { intlOffset, knownOffset } from '../runtime/zone-offsets';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface OpeningInterval {
  day: Weekday;
  /** HH:MM, 00:00-23:59. */
  open: string;
  /** HH:MM, 00:00-24:00; at or before `open`: the next day. */
  close: string;
}

export interface HolidayClosure {
  /** YYYY-MM-DD, the business's date. */
  date: string;
  label: string;
}

export interface OpeningHours {
  /** IANA time zone of the business. */
  timeZone: string;
  timeFormat: '12h' | '24h';
  intervals: readonly OpeningInterval[];
  holidays: readonly HolidayClosure[];
}

/** A moment on the business's wall clock. */
export interface HoursMoment {
  /** YYYY-MM-DD in the business's time zone. */
  date: string;
  weekday: Weekday;
  /** Minutes since the business's midnight, 0-1439. */
  minutes: number;
  /** Whole days from the business's today (0 today, 1 tomorrow). */
  daysAhead: number;
  /** Minutes from now on the business's wall clock. */
  minutesAhead: number;
  /** The instant, for the visitor's clock and timers. */
  instant: Date;
}

export type OpenStatus =
  | { open: true; /** null: open around the clock. */ closesAt: HoursMoment | null }
  | {
      open: false;
      /** null: no opening hours at all. */
      opensAt: HoursMoment | null;
      /** Today's closure, when today is one. */
      holiday: HolidayClosure | null;
    };

const DAY = 1440;

/* ---- the zone's wall clock ---- */

/**
 * A zone's offset from UTC at an instant, in ms: `null` is the visitor's own zone (the browser's clock);
 * a named zone's comes from the offsets the settings read brought (zone-offsets.ts), else from Intl.
 */
function zoneOffset(timeZone: string | null, instant: Date): number {
  const at = instant.getTime();
  if (timeZone === null) return -instant.getTimezoneOffset() * 60_000;
  return knownOffset(timeZone, at) ?? intlOffset(timeZone, at);
}

/** The wall clock in a zone at an instant: the day number (days since 1970-01-01) and minutes of that day. */
function wallClock(timeZone: string | null, instant: Date): { day: number; minutes: number } {
  const wall = Math.floor(instant.getTime() / 1000) * 1000 + zoneOffset(timeZone, instant);
  const day = Math.floor(wall / 86_400_000);
  return { day, minutes: Math.floor((wall - day * 86_400_000) / 60_000) };
}

/** The instant a wall-clock time in the zone happens (the offset read twice, so either side of a change). */
function instantOf(timeZone: string, day: number, minutes: number): Date {
  const wall = day * 86_400_000 + minutes * 60_000;
  const guess = wall - zoneOffset(timeZone, new Date(wall));
  return new Date(wall - zoneOffset(timeZone, new Date(guess)));
}

/** True when the visitor's clock and the business's show different times at `now`. */
export function zonesDiffer(businessZone: string, now: Date): boolean {
  return zoneOffset(businessZone, now) !== zoneOffset(null, now);
}

/** "New York" for America/New_York: how the widget names the business's time zone. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/* ---- the week ---- */

function clockMinutes(value: string): number {
  const [h, m] = value.split(':');
  return Number(h) * 60 + Number(m);
}

function dateOf(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

function weekdayOf(day: number): Weekday {
  // 1970-01-01 was a Thursday.
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7] as Weekday;
}

/** The minutes an interval lasts: 1-1440. */
export function intervalLength(interval: OpeningInterval): number {
  const length = (((clockMinutes(interval.close) - clockMinutes(interval.open)) % DAY) + DAY) % DAY;
  return length === 0 ? DAY : length;
}

/** Spans opening on a day (as minutes since the epoch's midnight, business wall clock), holidays removed. */
function spansOn(hours: OpeningHours, day: number): Array<[number, number]> {
  const date = dateOf(day);
  if (hours.holidays.some((holiday) => holiday.date === date)) return [];
  const weekday = weekdayOf(day);
  return hours.intervals
    .filter((interval) => interval.day === weekday)
    .map((interval) => {
      const start = day * DAY + clockMinutes(interval.open);
      return [start, start + intervalLength(interval)] as [number, number];
    });
}

function moment(hours: OpeningHours, today: number, now: number, wallMinutes: number): HoursMoment {
  const day = Math.floor(wallMinutes / DAY);
  return {
    date: dateOf(day),
    weekday: weekdayOf(day),
    minutes: wallMinutes - day * DAY,
    daysAhead: day - today,
    minutesAhead: wallMinutes - now,
    instant: instantOf(hours.timeZone, day, wallMinutes - day * DAY),
  };
}

/** Whether the business is open at `now`, and until when, or when it next opens. */
export function openStatus(hours: OpeningHours, now: Date): OpenStatus {
  const clock = wallClock(hours.timeZone, now);
  const today = clock.day;
  const t = today * DAY + clock.minutes;

  const covering = (at: number, fromDay: number, toDay: number): number | null => {
    let end: number | null = null;
    for (let day = fromDay; day <= toDay; day++) {
      for (const [start, stop] of spansOn(hours, day)) {
        if (start <= at && at < stop && (end === null || stop > end)) end = stop;
      }
    }
    return end;
  };

  let end = covering(t, today - 1, today);
  if (end !== null) {
    // Back-to-back intervals (18:00-24:00 then 00:00-02:00) are one opening.
    for (let next = covering(end, Math.floor(end / DAY) - 1, Math.floor(end / DAY)); next !== null;) {
      end = next;
      if (end - t >= 7 * DAY) return { open: true, closesAt: null };
      next = covering(end, Math.floor(end / DAY) - 1, Math.floor(end / DAY));
    }
    return { open: true, closesAt: moment(hours, today, t, end) };
  }

  const todayDate = dateOf(today);
  const holiday = hours.holidays.find((closure) => closure.date === todayDate) ?? null;
  // Each weekday's intervals come back every 7 days, and a bounded list of holidays can cancel only so many.
  const horizon = 7 * (hours.holidays.length + 2);
  for (let day = today; day <= today + horizon; day++) {
    const starts = spansOn(hours, day)
      .map(([start]) => start)
      .filter((start) => start > t);
    if (starts.length > 0)
      return { open: false, opensAt: moment(hours, today, t, Math.min(...starts)), holiday };
  }
  return { open: false, opensAt: null, holiday };
}

/* ---- words ---- */

/** "6 PM", "6:30 PM", "12 AM" (12h) or "18:00" (24h). */
export function formatClock(minutes: number, format: OpeningHours['timeFormat']): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const mm = String(m).padStart(2, '0');
  if (format === '24h') return `${String(h).padStart(2, '0')}:${mm}`;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${mm} ${suffix}`;
}

/** "9 AM – 5 PM" for an interval as written. */
export function formatInterval(interval: OpeningInterval, format: OpeningHours['timeFormat']): string {
  if (intervalLength(interval) === DAY && interval.open === '00:00') return 'Open 24 hours';
  return `${formatClock(clockMinutes(interval.open), format)} – ${formatClock(clockMinutes(interval.close), format)}`;
}

/** "December 25" (with the year when it is not `thisYear`). */
export function formatDate(date: string, thisYear?: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const base = `${MONTH_NAMES[(m ?? 1) - 1]} ${d}`;
  return y === thisYear ? base : `${base}, ${y}`;
}

function when(at: HoursMoment, format: OpeningHours['timeFormat'], sameDayWord: string): string {
  const time = formatClock(at.minutes, format);
  if (at.daysAhead === 0) return `${sameDayWord} ${time}`;
  if (at.daysAhead === 1) return `tomorrow ${time}`;
  if (at.daysAhead < 7) return `${WEEKDAY_NAMES[at.weekday]} ${time}`;
  if (at.daysAhead === 7) return `next ${WEEKDAY_NAMES[at.weekday]} ${time}`;
  const todayYear = new Date(Date.parse(at.date) - at.daysAhead * 86_400_000).getUTCFullYear();
  return `${WEEKDAY_NAMES[at.weekday]}, ${formatDate(at.date, todayYear)}, ${time}`;
}

/** "(3 PM your time)" when the visitor's clock differs from the business's, else ''. */
function visitorClock(at: HoursMoment, hours: OpeningHours, withVisitorClock: boolean): string {
  if (!withVisitorClock || !zonesDiffer(hours.timeZone, at.instant)) return '';
  const theirs = wallClock(null, at.instant);
  const ours = wallClock(hours.timeZone, at.instant);
  // The visitor's day is named unless it is the business's today too: "opens tomorrow 9 AM (5 PM your time)"
  // would put the visitor's 5 PM tomorrow when, where they are, it is later today.
  const day = theirs.day === ours.day && !at.daysAhead ? '' : `${WEEKDAY_NAMES[weekdayOf(theirs.day)]} `;
  return ` (${day}${formatClock(theirs.minutes, hours.timeFormat)} your time)`;
}

/**
 * The status line: "Open now, closes at 6 PM", "Closed, opens Tuesday 9 AM", "Closed for Christmas Day,
 * opens tomorrow 9 AM". With the visitor's time zone, a time the visitor's clock shows differently is
 * given in theirs too (the browser's own zone).
 */
export function statusText(status: OpenStatus, hours: OpeningHours, withVisitorClock = false): string {
  if (status.open) {
    if (!status.closesAt) return 'Open 24 hours';
    const at = status.closesAt;
    // "closes at 2 AM" at 11 PM is plain; a closing 12 hours or more away names its day when it is not today's
    // ("closes tomorrow 8 PM" at 10 PM, where "closes at 8 PM" would read as two hours ago).
    const phrase =
      at.minutesAhead < 720
        ? `at ${formatClock(at.minutes, hours.timeFormat)}`
        : when(at, hours.timeFormat, 'at');
    return `Open now, closes ${phrase}${visitorClock(at, hours, withVisitorClock)}`;
  }
  const closed = status.holiday
    ? status.holiday.label
      ? `Closed for ${status.holiday.label}`
      : 'Closed today'
    : 'Closed';
  if (!status.opensAt) return closed;
  return `${closed}, opens ${when(status.opensAt, hours.timeFormat, 'at')}${visitorClock(status.opensAt, hours, withVisitorClock)}`;
}

/** The business's intervals for one weekday, in opening order. */
export function intervalsOf(hours: OpeningHours, day: Weekday): OpeningInterval[] {
  return hours.intervals
    .filter((interval) => interval.day === day)
    .sort((a, b) => clockMinutes(a.open) - clockMinutes(b.open));
}

/** The business's date and weekday at an instant. */
export function businessToday(
  hours: OpeningHours,
  now: Date,
): { date: string; weekday: Weekday; year: number } {
  const { day } = wallClock(hours.timeZone, now);
  const date = dateOf(day);
  return { date, weekday: weekdayOf(day), year: Number(date.slice(0, 4)) };
}

/** Closures from the business's today on, soonest first. */
export function upcomingClosures(hours: OpeningHours, now: Date): HolidayClosure[] {
  const { date } = businessToday(hours, now);
  return hours.holidays
    .filter((holiday) => holiday.date >= date)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
