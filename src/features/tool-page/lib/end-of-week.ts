/** Midnight at the end of this week's Sunday (Monday 00:00 local time), always later than `now`. */
export function endOfWeek(now: Date): Date {
  const end = new Date(now);
  end.setHours(24, 0, 0, 0);
  // `end` is now the next midnight; move on to the first one that starts a Monday.
  end.setDate(end.getDate() + ((8 - end.getDay()) % 7));
  return end;
}
