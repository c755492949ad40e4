import { z } from 'zod';
import type { EditorField } from '../editor-fields';
import { clockTime, isoDate, line, timeZone } from '../settings-common';
import { WEEKDAY_NAMES, WEEKDAYS, type OpeningHours } from './opening-hours';

/*
 * The settings piece for opening hours (editor and database side; the runtime reads opening-hours.ts).
 * An interval whose close is at or before its open runs past midnight (opening-hours.ts says the rules),
 * so no cross-field check is needed: every pair of times means something.
 */

/** At most four intervals a day. */
export const MAX_INTERVALS = 28;
export const MAX_HOLIDAYS = 30;

/** HH:MM, 00:00-23:59: an opening time (24:00 is only a closing time). */
const openTime = () => z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);

export const openingIntervalSchema = z.strictObject({
  day: z.enum(WEEKDAYS),
  open: openTime(),
  close: clockTime(),
});

export const holidayClosureSchema = z.strictObject({
  date: isoDate(),
  /** "Christmas Day"; '' for none. */
  label: line(60),
});

export const openingHoursSchema = z.strictObject({
  timeZone: timeZone(),
  timeFormat: z.enum(['12h', '24h']),
  intervals: z.array(openingIntervalSchema).max(MAX_INTERVALS),
  holidays: z.array(holidayClosureSchema).max(MAX_HOLIDAYS),
});

// What the schema accepts is what the runtime reads.
export const asOpeningHours = (settings: z.infer<typeof openingHoursSchema>): OpeningHours => settings;

/** The editor's fields for an opening-hours object at `key` ('hours'). */
export function openingHoursFields(key: string): EditorField[] {
  return [
    { type: 'timezone', key: `${key}.timeZone`, label: 'Time zone of the business' },
    {
      type: 'select',
      key: `${key}.timeFormat`,
      label: 'Clock',
      options: [
        { value: '12h', label: '12-hour (6 PM)' },
        { value: '24h', label: '24-hour (18:00)' },
      ],
    },
    {
      type: 'list',
      key: `${key}.intervals`,
      label: 'Opening hours',
      itemLabel: 'opening time',
      max: MAX_INTERVALS,
      fields: [
        {
          type: 'select',
          key: 'day',
          label: 'Day',
          options: WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_NAMES[day] })),
        },
        { type: 'time', key: 'open', label: 'Opens' },
        { type: 'time', key: 'close', label: 'Closes' },
      ],
      newItem: () => ({ day: 'mon', open: '09:00', close: '17:00' }),
    },
    {
      type: 'list',
      key: `${key}.holidays`,
      label: 'Closed on (holidays)',
      itemLabel: 'closure',
      max: MAX_HOLIDAYS,
      fields: [
        { type: 'date', key: 'date', label: 'Date' },
        { type: 'text', key: 'label', label: 'Reason', max: 60, placeholder: 'Christmas Day' },
      ],
      newItem: () => ({ date: new Date().toISOString().slice(0, 10), label: '' }),
    },
  ];
}

/** Week helpers for presets: the same hours on several days. */
export function everyDay(days: readonly (typeof WEEKDAYS)[number][], open: string, close: string) {
  return days.map((day) => ({ day, open, close }));
}
