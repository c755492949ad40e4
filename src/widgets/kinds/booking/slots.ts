import { formatClock, WEEKDAY_NAMES, WEEKDAYS } from '../../shared/opening-hours';
import type { BookingSettings } from './settings';

/*
 * The free slots as the widget-booking function answers them (public.booking_slots), and their words. No
 * Intl (owners' pages may lack or patch it): the dates are YYYY-MM-DD and the times HH:MM on the business's
 * clock, so labels are worked out from the strings.
 */
export type Slot = { start: string; time: string };
export type SlotDay = { date: string; slots: Slot[] };
export type FreeSlots = { timeZone: string; days: SlotDay[] };

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';

export const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "Tue 1 Dec" for 2026-12-01. */
export function dayLabel(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${WEEKDAY_NAMES[weekdayOf(date)].slice(0, 3)} ${Number(date.slice(8, 10))} ${MONTHS.slice(month * 3 - 3, month * 3)}`;
}

/** "9:30 AM" or "09:30" for the slot's HH:MM. */
export function timeLabel(time: string, format: BookingSettings['hours']['timeFormat']): string {
  return formatClock(minutesOf(time), format);
}
