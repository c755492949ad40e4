import { headingLevelField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import {
  formatDate,
  formatInterval,
  intervalsOf,
  WEEKDAY_NAMES,
  WEEKDAYS,
  zoneCity,
  type OpeningHours,
} from '../../shared/opening-hours';
import { everyDay, openingHoursFields } from '../../shared/opening-hours-settings';
import { businessHoursSettingsSchema, type BusinessHoursSettings } from './settings';

const base: Omit<BusinessHoursSettings, 'businessName' | 'hours'> = {
  title: 'Opening hours',
  headingLevel: '2',
  showWeek: true,
  colors: { background: '#ffffff', accent: '#15803d' },
  radius: 12,
};

const winterHolidays = [
  { date: '2026-12-25', label: 'Christmas Day' },
  { date: '2027-01-01', label: "New Year's Day" },
];

/** The week as text: one line per day, then the closures and the time zone. */
function hoursAsText(hours: OpeningHours): string {
  const days = WEEKDAYS.map((day) => {
    const intervals = intervalsOf(hours, day);
    const times =
      intervals.length === 0
        ? 'Closed'
        : intervals.map((interval) => formatInterval(interval, hours.timeFormat)).join(', ');
    return `<dt>${WEEKDAY_NAMES[day]}</dt><dd>${escapeHtml(times)}</dd>`;
  }).join('');
  const closures = [...hours.holidays]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map(
      (holiday) =>
        `<li><time datetime="${escapeHtml(holiday.date)}">${escapeHtml(formatDate(holiday.date))}</time>${holiday.label ? `: ${escapeHtml(holiday.label)}` : ''}</li>`,
    )
    .join('');
  return [
    `<dl>${days}</dl>`,
    closures ? `<p>Closed on:</p><ul>${closures}</ul>` : '',
    `<p>Times are ${escapeHtml(zoneCity(hours.timeZone))} time.</p>`,
  ].join('');
}

export const businessHoursDefinition: WidgetKindDefinition<BusinessHoursSettings> = {
  kind: 'business-hours',
  schema: businessHoursSettingsSchema,
  presets: [
    {
      id: 'restaurant',
      label: 'Restaurant',
      settings: {
        ...base,
        businessName: 'Trattoria Da Luca',
        colors: { background: '#fffaf2', accent: '#b91c1c' },
        hours: {
          timeZone: 'America/New_York',
          timeFormat: '12h',
          intervals: [
            ...everyDay(['tue', 'wed', 'thu', 'fri', 'sat'], '11:30', '14:30'),
            ...everyDay(['tue', 'wed', 'thu'], '17:30', '22:00'),
            ...everyDay(['fri', 'sat'], '17:30', '23:00'),
            { day: 'sun', open: '11:00', close: '21:00' },
          ],
          holidays: [{ date: '2026-11-26', label: 'Thanksgiving' }, ...winterHolidays],
        },
      },
    },
    {
      id: 'salon',
      label: 'Hair & beauty salon',
      settings: {
        ...base,
        businessName: 'Bloom Hair Studio',
        colors: { background: '#fdf4f7', accent: '#9d174d' },
        hours: {
          timeZone: 'Europe/London',
          timeFormat: '24h',
          intervals: [
            ...everyDay(['tue', 'wed', 'fri'], '09:00', '18:00'),
            { day: 'thu', open: '10:00', close: '20:00' },
            { day: 'sat', open: '08:30', close: '16:00' },
          ],
          holidays: [
            { date: '2026-12-25', label: 'Christmas Day' },
            { date: '2026-12-26', label: 'Boxing Day' },
          ],
        },
      },
    },
    {
      id: 'clinic',
      label: 'Medical clinic',
      settings: {
        ...base,
        businessName: 'Riverside Family Clinic',
        title: 'Clinic hours',
        colors: { background: '#f0f7ff', accent: '#1d4ed8' },
        hours: {
          timeZone: 'America/Chicago',
          timeFormat: '12h',
          intervals: [
            ...everyDay(['mon', 'tue', 'wed', 'thu', 'fri'], '08:00', '18:00'),
            { day: 'sat', open: '09:00', close: '12:00' },
          ],
          holidays: [{ date: '2026-11-26', label: 'Thanksgiving' }, ...winterHolidays],
        },
      },
    },
    {
      id: 'bar',
      label: 'Bar & nightlife',
      settings: {
        ...base,
        businessName: 'The Copper Lantern',
        title: 'Tonight and this week',
        colors: { background: '#1c1917', accent: '#f59e0b' },
        hours: {
          timeZone: 'Australia/Melbourne',
          timeFormat: '12h',
          intervals: [
            ...everyDay(['wed', 'thu'], '17:00', '24:00'),
            ...everyDay(['fri', 'sat'], '16:00', '03:00'),
            { day: 'sun', open: '14:00', close: '22:00' },
          ],
          holidays: [{ date: '2026-12-25', label: 'Christmas Day' }],
        },
      },
    },
    {
      id: 'shop',
      label: 'Shop',
      settings: {
        ...base,
        businessName: 'Corner Hardware',
        colors: { background: '#ffffff', accent: '#c2410c' },
        hours: {
          timeZone: 'America/Los_Angeles',
          timeFormat: '12h',
          intervals: [
            ...everyDay(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '08:00', '19:00'),
            { day: 'sun', open: '10:00', close: '17:00' },
          ],
          holidays: winterHolidays,
        },
      },
    },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        {
          type: 'text',
          key: 'businessName',
          label: 'Business name',
          max: 80,
          hint: 'Tells search engines whose hours these are.',
        },
        { type: 'text', key: 'title', label: 'Title', max: 80, hint: 'Leave empty for none.' },
        {
          type: 'toggle',
          key: 'showWeek',
          label: 'Show the whole week',
          hint: 'Off: only "Open now, closes at 6 PM".',
        },
      ],
    },
    { title: 'Hours', fields: openingHoursFields('hours') },
    {
      title: 'Look',
      fields: [
        { type: 'color', key: 'colors.background', label: 'Background' },
        { type: 'color', key: 'colors.accent', label: 'Accent (open badge, today)' },
        { type: 'number', key: 'radius', label: 'Corner radius', min: 0, max: 24, step: 1 },
        headingLevelField('Title level'),
      ],
    },
  ],
  // The hours as a list of days (taller than the widget, whose rows are one line each: nothing moves).
  fallbackHtml: (settings) =>
    [
      settings.title
        ? `<h${settings.headingLevel}>${escapeHtml(settings.title)}</h${settings.headingLevel}>`
        : '',
      hoursAsText(settings.hours),
    ].join(''),
  placement: () => 'inline',
  load: () => import('./widget'),
};
