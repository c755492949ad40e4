import { formatClock, formatDate, WEEKDAY_NAMES, WEEKDAYS } from '../../shared/opening-hours';

/*
 * How a booking's time reads in its emails (/mailbox and send-emails) and on the owner's decision page
 * (the widget-booking function): the local date and time the database worked out in the business's zone
 * (20261201001600_booking.sql), in the business's own clock format. No Intl: the words come from the strings.
 */
export type BookingTime = { date: string; time: string; timeFormat: '12h' | '24h'; timeZone: string };

/** "Tuesday, January 5, 2027 at 2:30 PM (Europe/London time)". */
export function bookingWhen({ date, time, timeFormat, timeZone }: BookingTime): string {
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return `${WEEKDAY_NAMES[weekday]}, ${formatDate(date)} at ${formatClock(minutes, timeFormat)} (${timeZone} time)`;
}
