import { headingLevelField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { everyDay, openingHoursFields } from '../../shared/opening-hours-settings';
import { BOOKING_SLOT_MINUTES, bookingSettingsSchema, type BookingSettings } from './settings';

const WEEKDAYS_ONLY = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const base: BookingSettings = {
  heading: 'Book an appointment',
  headingLevel: '2',
  intro: 'Pick a day and a time. We confirm every request by email or phone.',
  hours: {
    timeZone: 'America/New_York',
    timeFormat: '12h',
    intervals: everyDay(WEEKDAYS_ONLY, '09:00', '17:00'),
    holidays: [],
  },
  slotMinutes: 30,
  noticeHours: 2,
  daysAhead: 14,
  note: { enabled: true, label: 'Anything we should know?' },
  button: 'Request this time',
  thanks: 'Thank you! Your request is in. It is not booked until we confirm it: we will be in touch soon.',
  reach: {
    text: 'Our booking form needs JavaScript. To book, contact us here:',
    email: 'hello@example.com',
    phone: '+15550100123',
    display: '(555) 010-0123',
  },
  colors: { background: '#ffffff', accent: '#1d4ed8' },
  radius: 12,
};

/**
 * Without scripts there are no slots to pick, so the fallback is the heading and how else to book: the
 * owner's sentence, a mailto: link and a tel: link (those set).
 */
function fallbackHtml(settings: BookingSettings): string {
  const level = Number(settings.headingLevel);
  const { reach } = settings;
  const mailto = `mailto:${reach.email}?subject=${encodeURIComponent('Appointment request')}`;
  const links = [
    reach.email && `<a href="${escapeHtml(mailto)}">${escapeHtml(reach.email)}</a>`,
    reach.phone && `<a href="tel:${escapeHtml(reach.phone)}">${escapeHtml(reach.display || reach.phone)}</a>`,
  ].filter(Boolean);
  const heading = settings.heading ? `<h${level}>${escapeHtml(settings.heading)}</h${level}>\n` : '';
  return `${heading}<p>${escapeHtml(reach.text)}${links.length ? `<br>${links.join('<br>')}` : ''}</p>`;
}

export const bookingDefinition: WidgetKindDefinition<BookingSettings> = {
  kind: 'booking',
  schema: bookingSettingsSchema,
  presets: [
    { id: 'business', label: 'Any business', settings: base },
    {
      id: 'salon',
      label: 'Hair & beauty salon',
      settings: {
        ...base,
        heading: 'Book your appointment',
        intro: 'Choose a time that suits you; we confirm by text or email.',
        hours: {
          ...base.hours,
          intervals: [
            ...everyDay(['tue', 'wed', 'fri', 'sat'], '09:00', '18:00'),
            { day: 'thu', open: '10:00', close: '20:00' },
          ],
        },
        slotMinutes: 45,
        noticeHours: 4,
        daysAhead: 28,
        note: { enabled: true, label: 'Which service?' },
        colors: { background: '#fbf3f6', accent: '#a23b72' },
      },
    },
    {
      id: 'barber',
      label: 'Barber',
      settings: {
        ...base,
        heading: 'Book a cut',
        intro: 'Walk-ins welcome too. Book ahead to skip the wait.',
        hours: {
          ...base.hours,
          intervals: everyDay(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '09:00', '19:00'),
        },
        slotMinutes: 30,
        noticeHours: 1,
        daysAhead: 14,
        note: { enabled: false, label: 'Anything we should know?' },
        button: 'Book this time',
        colors: { background: '#f7f7f5', accent: '#1f2937' },
      },
    },
    {
      id: 'clinic',
      label: 'Medical clinic',
      settings: {
        ...base,
        heading: 'Request an appointment',
        intro: 'For emergencies call your local emergency number. Please do not send medical details here.',
        hours: { ...base.hours, intervals: everyDay(WEEKDAYS_ONLY, '08:30', '17:30') },
        slotMinutes: 20,
        noticeHours: 24,
        daysAhead: 30,
        note: { enabled: false, label: 'Reason for the visit' },
        thanks:
          'Thank you. Your request is not booked yet: the front desk will confirm it by phone or email.',
        colors: { background: '#f2f7fb', accent: '#1565a8' },
      },
    },
    {
      id: 'physio',
      label: 'Physio / massage',
      settings: {
        ...base,
        heading: 'Book a session',
        intro: 'First visit? Allow a few minutes extra for a short chat before we start.',
        hours: {
          ...base.hours,
          intervals: [
            ...everyDay(WEEKDAYS_ONLY, '08:00', '19:00'),
            { day: 'sat', open: '09:00', close: '13:00' },
          ],
        },
        slotMinutes: 60,
        noticeHours: 12,
        daysAhead: 21,
        note: { enabled: true, label: 'What would you like help with?' },
        colors: { background: '#f3f8f4', accent: '#0b6e4f' },
      },
    },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        { type: 'text', key: 'heading', label: 'Heading', max: 120, hint: 'Leave empty for no heading.' },
        { type: 'text', key: 'intro', label: 'Text above the times', max: 300, multiline: true },
        { type: 'text', key: 'button', label: 'Button text', max: 40 },
        { type: 'text', key: 'thanks', label: 'Thank-you text', max: 300 },
        { type: 'toggle', key: 'note.enabled', label: 'Ask for a note (never required)' },
        {
          type: 'group',
          label: 'Note field',
          when: 'note.enabled',
          fields: [{ type: 'text', key: 'note.label', label: 'Label', max: 40 }],
        },
      ],
    },
    {
      title: 'When',
      fields: [
        ...openingHoursFields('hours'),
        {
          type: 'select',
          key: 'slotMinutes',
          label: 'Length of an appointment',
          options: BOOKING_SLOT_MINUTES.map((minutes) => ({
            value: String(minutes),
            label:
              minutes < 60 || minutes % 60
                ? `${minutes} minutes`
                : `${minutes / 60} hour${minutes > 60 ? 's' : ''}`,
          })),
        },
        {
          type: 'number',
          key: 'noticeHours',
          label: 'Notice needed (hours)',
          min: 0,
          max: 168,
          hint: 'The soonest a visitor can book, counted from now.',
        },
        { type: 'number', key: 'daysAhead', label: 'Days ahead a visitor can book', min: 1, max: 60 },
      ],
    },
    {
      title: 'Without JavaScript',
      fields: [
        { type: 'text', key: 'reach.text', label: 'What visitors read instead of the times', max: 200 },
        {
          type: 'text',
          key: 'reach.email',
          label: 'Email address to show',
          max: 254,
          hint: 'Leave empty for none.',
        },
        { type: 'phone', key: 'reach.phone', label: 'Phone number to show', displayKey: 'reach.display' },
      ],
    },
    {
      title: 'Look',
      fields: [
        { type: 'color', key: 'colors.background', label: 'Background' },
        { type: 'color', key: 'colors.accent', label: 'Button colour' },
        { type: 'number', key: 'radius', label: 'Corner radius (px)', min: 0, max: 24 },
        headingLevelField('Heading level'),
      ],
    },
  ],
  fallbackHtml,
  placement: () => 'inline',
  load: () => import('./widget'),
};
