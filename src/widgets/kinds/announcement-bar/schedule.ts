/** Midnight at the start of a YYYY-MM-DD day in the visitor's own time zone. */
function startOfLocalDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Whether the bar shows at `now`: from the start of its first day to the end of its last, visitor's time. */
export function withinSchedule(schedule: { start: string; end: string }, now: Date): boolean {
  if (schedule.start && now < startOfLocalDay(schedule.start)) return false;
  if (schedule.end) {
    const dayAfter = startOfLocalDay(schedule.end);
    dayAfter.setDate(dayAfter.getDate() + 1);
    if (now >= dayAfter) return false;
  }
  return true;
}

/**
 * A short fingerprint of what the bar says (its text, and its link's address and label): a visitor's dismissal
 * holds until the owner changes it.
 */
export function announcementFingerprint(text: string, link: string): string {
  let hash = 5381;
  const value = `${text}\n${link}`;
  for (let index = 0; index < value.length; index++) hash = ((hash * 33) ^ value.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}
