const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date's calendar and clock fields, read in the viewer's time zone or in UTC. */
function fields(date: Date, utc: boolean) {
  return utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() };
}

const monthName = (month: number) => MONTHS[month] ?? '';
const shortMonth = (month: number) => monthName(month).slice(0, 3);

/**
 * Date display for the dashboards: en-US short month, day, year, hour and minute ("Jan 5, 2025, 3:07 PM"),
 * in the viewer's time zone unless one is given (tests pass one so they do not depend on the machine).
 *
 * The viewer's zone and UTC are written by hand, not by Intl: a page's first Intl call loads ICU's locale
 * data, 30 to 100 ms of main thread in a fresh renderer, and every dashboard row shows a date in its first
 * render (decision 018, stop 38). Other zones (CSV exports) still go through Intl. dates.test.ts checks the
 * hand-written form against Intl.
 */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone !== undefined && timeZone !== 'UTC') {
    return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
  }
  const { year, month, day, hour, minute } = fields(date, timeZone === 'UTC');
  return `${shortMonth(month)} ${day}, ${year}, ${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A calendar day given as an ISO date ('2026-11-16'), read in UTC so it never shifts a day: "November 16, 2026". */
export function formatLongDay(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const { year, month, day } = fields(date, true);
  return `${monthName(month)} ${day}, ${year}`;
}

/** The same calendar day as month and day only: "Nov 16". */
export function formatMonthDay(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const { month, day } = fields(date, true);
  return `${shortMonth(month)} ${day}`;
}

/** Local calendar date as YYYY-MM-DD, for file names such as leads-export-2025-01-05.csv. */
export function fileDateStamp(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
