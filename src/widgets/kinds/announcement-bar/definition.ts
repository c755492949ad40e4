import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { announcementBarSettingsSchema, type AnnouncementBarSettings } from './settings';

const base: AnnouncementBarSettings = {
  text: 'Free delivery on orders over $50 this week.',
  link: { show: true, label: 'Shop now', url: 'https://example.com/shop' },
  background: '#1e3a8a',
  position: 'top',
  dismissible: true,
  schedule: { start: '', end: '' },
};

export const announcementBarDefinition: WidgetKindDefinition<AnnouncementBarSettings> = {
  kind: 'announcement-bar',
  schema: announcementBarSettingsSchema,
  presets: [
    { id: 'business', label: 'Any business', settings: base },
    {
      id: 'restaurant',
      label: 'Restaurant',
      settings: {
        ...base,
        text: 'Now taking bookings for the holidays: reserve your table early.',
        link: { show: true, label: 'Book a table', url: 'https://example.com/book' },
        background: '#7c2d12',
      },
    },
    {
      id: 'salon',
      label: 'Salon',
      settings: {
        ...base,
        text: 'New clients: 20% off your first visit this month.',
        link: { show: true, label: 'Book now', url: 'https://example.com/book' },
        background: '#f9a8d4',
      },
    },
    {
      id: 'clinic',
      label: 'Clinic',
      settings: {
        ...base,
        text: 'We are closed on public holidays. In an emergency, call 911.',
        link: { show: false, label: '', url: '' },
        background: '#0f766e',
        dismissible: true,
      },
    },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        { type: 'text', key: 'text', label: 'Announcement', max: 200 },
        { type: 'toggle', key: 'link.show', label: 'Add a link' },
        {
          type: 'group',
          label: 'Link',
          when: 'link.show',
          fields: [
            { type: 'text', key: 'link.label', label: 'Link text', max: 40 },
            {
              type: 'link',
              key: 'link.url',
              label: 'Link address',
              placeholder: 'https://',
              hint: 'An https:// address.',
            },
          ],
        },
      ],
    },
    { title: 'Look', fields: [{ type: 'color', key: 'background', label: 'Bar colour' }] },
    {
      title: 'Position',
      fields: [
        {
          type: 'select',
          key: 'position',
          label: 'Position',
          options: [
            { value: 'top', label: 'Top of the page' },
            { value: 'bottom', label: 'Bottom of the page' },
          ],
        },
        {
          type: 'toggle',
          key: 'dismissible',
          label: 'Visitors can close it',
          hint: 'Closed stays closed until you change the text or link.',
        },
      ],
    },
    {
      title: 'Schedule',
      fields: [
        {
          type: 'date',
          key: 'schedule.start',
          label: 'First day',
          hint: "Optional. In each visitor's own time.",
        },
        { type: 'date', key: 'schedule.end', label: 'Last day', hint: 'Optional.' },
      ],
    },
  ],
  /*
   * The text and link as plain inline HTML where the snippet is pasted (paste it at the top of the page for a
   * top bar: the bar then covers the space the fallback kept). Inline only, so the swap moves nothing. The
   * fallback is static: it cannot follow the schedule, so it shows the text whatever the date.
   */
  fallbackHtml: (settings) => {
    const { link } = settings;
    const anchor =
      link.show && link.label && link.url
        ? ` <a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`
        : '';
    return `<strong>${escapeHtml(settings.text)}</strong>${anchor}`;
  },
  placement: () => 'floating',
  load: () => import('./widget'),
};
