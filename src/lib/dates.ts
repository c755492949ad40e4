/**
 * Date display for the dashboards: en-US short month, day, year, hour and minute ("Jan 5, 2025, 3:07 PM"),
 * in the viewer's time zone unless one is given (tests pass one so they do not depend on the machine).
 */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** Local calendar date as YYYY-MM-DD, for file names such as leads-export-2025-01-05.csv. */
export function fileDateStamp(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
