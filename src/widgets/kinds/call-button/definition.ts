import { cornerField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { everyDay, openingHoursFields } from '../../shared/opening-hours-settings';
import { callButtonSettingsSchema, type CallButtonSettings } from './settings';

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const base: CallButtonSettings = {
  phone: '+15550100123',
  display: '(555) 010-0123',
  label: 'Call us',
  showNumber: true,
  placement: 'floating',
  corner: 'bottom-right',
  background: '#15803d',
  onlyWhileOpen: false,
  hours: {
    timeZone: 'America/New_York',
    timeFormat: '12h',
    intervals: everyDay(weekdays, '09:00', '17:00'),
    holidays: [],
  },
};

export const callButtonDefinition: WidgetKindDefinition<CallButtonSettings> = {
  kind: 'call-button',
  schema: callButtonSettingsSchema,
  presets: [
    {
      id: 'restaurant',
      label: 'Restaurant',
      settings: {
        ...base,
        phone: '+15550100147',
        display: '(555) 010-0147',
        label: 'Call to book a table',
        background: '#b91c1c',
        hours: {
          ...base.hours,
          intervals: [
            ...everyDay(['tue', 'wed', 'thu', 'fri', 'sat'], '11:30', '22:00'),
            { day: 'sun', open: '11:00', close: '21:00' },
          ],
        },
      },
    },
    {
      id: 'salon',
      label: 'Hair & beauty salon',
      settings: {
        ...base,
        phone: '+442079460321',
        display: '020 7946 0321',
        label: 'Call to book',
        showNumber: false,
        background: '#9d174d',
        onlyWhileOpen: true,
        hours: {
          timeZone: 'Europe/London',
          timeFormat: '24h',
          intervals: [
            ...everyDay(['tue', 'wed', 'fri'], '09:00', '18:00'),
            { day: 'thu', open: '10:00', close: '20:00' },
            { day: 'sat', open: '08:30', close: '16:00' },
          ],
          holidays: [{ date: '2026-12-25', label: 'Christmas Day' }],
        },
      },
    },
    {
      id: 'clinic',
      label: 'Medical clinic',
      settings: {
        ...base,
        phone: '+15550100188',
        display: '(555) 010-0188',
        label: 'Call the front desk',
        placement: 'inline',
        background: '#1d4ed8',
        onlyWhileOpen: true,
        hours: {
          timeZone: 'America/Chicago',
          timeFormat: '12h',
          intervals: [...everyDay(weekdays, '08:00', '18:00'), { day: 'sat', open: '09:00', close: '12:00' }],
          holidays: [
            { date: '2026-11-26', label: 'Thanksgiving' },
            { date: '2026-12-25', label: 'Christmas Day' },
          ],
        },
      },
    },
    {
      id: 'plumber',
      label: 'Plumber (24/7)',
      settings: {
        ...base,
        phone: '+15550100162',
        display: '(555) 010-0162',
        label: 'Emergency? Call now',
        background: '#c2410c',
        corner: 'bottom-left',
      },
    },
    { id: 'business', label: 'Any business', settings: base },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        {
          type: 'phone',
          key: 'phone',
          label: 'Phone number',
          displayKey: 'display',
          hint: 'Type it as you would dial it; we store it in international form.',
        },
        { type: 'text', key: 'label', label: 'Button text', max: 40 },
        {
          type: 'toggle',
          key: 'showNumber',
          label: 'Show the number on the button',
          hint: 'Screen readers always hear it.',
        },
      ],
    },
    {
      title: 'Hours',
      fields: [
        {
          type: 'toggle',
          key: 'onlyWhileOpen',
          label: 'Only while open',
          hint: 'Outside your hours a floating button hides; an inline one says when you open.',
        },
        { type: 'group', label: 'Opening hours', when: 'onlyWhileOpen', fields: openingHoursFields('hours') },
      ],
    },
    { title: 'Look', fields: [{ type: 'color', key: 'background', label: 'Button colour' }] },
    {
      title: 'Position',
      fields: [
        {
          type: 'select',
          key: 'placement',
          label: 'Placement',
          options: [
            { value: 'floating', label: 'Floating in a corner' },
            { value: 'inline', label: 'Inline, where the code is pasted' },
          ],
        },
        cornerField('corner', 'Corner'),
      ],
    },
  ],
  // The plain link on two lines (about the inline button's 48 px on an ordinary page, so the swap moves
  // nothing), no block margins.
  fallbackHtml: (settings) =>
    `<a href="tel:${escapeHtml(settings.phone)}">${escapeHtml(settings.label)}<br>${escapeHtml(settings.display)}</a>`,
  placement: (settings) => settings.placement,
  load: () => import('./widget'),
};
