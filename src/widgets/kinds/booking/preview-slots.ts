import { businessToday, intervalLength, intervalsOf } from '../../shared/opening-hours';
import type { BookingSettings } from './settings';
import { minutesOf, weekdayOf, type FreeSlots, type Slot, type SlotDay } from './slots';

const DAY_MS = 86_400_000;

/**
 * The editor's preview calls no function (and owners' pages never load this module: the widget imports it
 * only in the preview): a few illustrative slots from the settings' hours (the first three
 * open days after the business's today at `now`, within its days ahead, six slots each at most), so the owner
 * sees their hours and slot length at work. Days count from the business's own date, as the function's do: a
 * UTC date is a day ahead of it every evening west of Greenwich.
 */
export function previewSlots(settings: BookingSettings, now: Date): FreeSlots {
  const days: SlotDay[] = [];
  const today = Date.parse(`${businessToday(settings.hours, now).date}T00:00:00Z`);
  for (let ahead = 1; ahead <= settings.daysAhead && days.length < 3; ahead++) {
    const date = new Date(today + ahead * DAY_MS).toISOString().slice(0, 10);
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
