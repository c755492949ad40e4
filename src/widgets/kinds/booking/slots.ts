import {
  formatClock,
  intervalLength,
  intervalsOf,
  WEEKDAY_NAMES,
  WEEKDAYS,
} from '../../shared/opening-hours';
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
const DAY_MS = 86_400_000;

const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "Tue 1 Dec" for 2026-12-01. */
export function dayLabel(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${WEEKDAY_NAMES[weekdayOf(date)].slice(0, 3)} ${Number(date.slice(8, 10))} ${MONTHS.slice(month * 3 - 3, month * 3)}`;
}

/** "9:30 AM" or "09:30" for the slot's HH:MM. */
export function timeLabel(time: string, format: BookingSettings['hours']['timeFormat']): string {
  return formatClock(minutesOf(time), format);
}

/** Whether an answer has the shape the widget reads (anything else counts as a failure to load). */
export function isFreeSlots(value: unknown): value is FreeSlots {
  const body = value as FreeSlots | null;
  return typeof body?.timeZone === 'string' && Array.isArray(body.days);
}

/**
 * The editor's preview calls no function: a few illustrative slots from the settings' hours (the first three
 * open days after `today`, six slots each at most), so the owner sees their hours and slot length at work.
 */
export function previewSlots(settings: BookingSettings, today: Date): FreeSlots {
  const days: SlotDay[] = [];
  for (let ahead = 1; ahead <= settings.daysAhead && days.length < 3; ahead++) {
    const date = new Date(today.getTime() + ahead * DAY_MS).toISOString().slice(0, 10);
    if (settings.hours.holidays.some((holiday) => holiday.date === date)) continue;
    const slots: Slot[] = [];
    for (const interval of intervalsOf(settings.hours, weekdayOf(date))) {
      const open = minutesOf(interval.open);
      const close = open + intervalLength(interval);
      for (
        let at = open;
        at + settings.slotMinutes <= Math.min(close, 1440) && slots.length < 6;
        at += settings.slotMinutes
      ) {
        const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
        slots.push({ start: `${date}T${time}:00Z`, time });
      }
    }
    if (slots.length) days.push({ date, slots });
  }
  return { timeZone: settings.hours.timeZone, days };
}
