import { cornerField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { whatsappButtonSettingsSchema, type WhatsAppButtonSettings } from './settings';
import { whatsappUrl } from './wa-link';

const WHATSAPP_GREEN = '#25d366';

const base: WhatsAppButtonSettings = {
  phone: '+15550100123',
  message: '',
  label: 'Chat on WhatsApp',
  showLabel: true,
  placement: 'floating',
  corner: 'bottom-right',
  background: WHATSAPP_GREEN,
  greeting: { show: false, text: '' },
};

export const whatsappButtonDefinition: WidgetKindDefinition<WhatsAppButtonSettings> = {
  kind: 'whatsapp-button',
  schema: whatsappButtonSettingsSchema,
  presets: [
    {
      id: 'business',
      label: 'Any business',
      settings: {
        ...base,
        message: 'Hello! I have a question.',
        greeting: { show: true, text: 'Questions? Message us on WhatsApp.' },
      },
    },
    {
      id: 'restaurant',
      label: 'Restaurant',
      settings: {
        ...base,
        label: 'Book on WhatsApp',
        message: "Hi! I'd like to book a table for _ people on _ at _.",
        greeting: { show: true, text: 'Book a table or ask about the menu on WhatsApp.' },
      },
    },
    {
      id: 'salon',
      label: 'Salon',
      settings: {
        ...base,
        label: 'Book an appointment',
        message: "Hi! I'd like to book an appointment for _ on _.",
        greeting: { show: true, text: 'Book your next appointment on WhatsApp.' },
      },
    },
    {
      id: 'clinic',
      label: 'Clinic',
      settings: {
        ...base,
        label: 'Message the clinic',
        message: "Hello, I'd like to ask about an appointment.",
        background: '#075e54',
        greeting: {
          show: true,
          text: 'Questions about appointments? Message us. For emergencies, call 911.',
        },
      },
    },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        {
          type: 'phone',
          key: 'phone',
          label: 'WhatsApp number',
          hint: 'The number your business uses on WhatsApp.',
        },
        {
          type: 'text',
          key: 'message',
          label: 'Prefilled message',
          max: 500,
          multiline: true,
          hint: 'Visitors can edit it before sending.',
        },
        { type: 'text', key: 'label', label: 'Button text', max: 40 },
        {
          type: 'toggle',
          key: 'showLabel',
          label: 'Show the text on the button',
          hint: 'Off: a round icon button, still named by its text for screen readers.',
        },
        { type: 'toggle', key: 'greeting.show', label: 'Greeting bubble' },
        {
          type: 'group',
          label: 'Greeting',
          when: 'greeting.show',
          fields: [{ type: 'text', key: 'greeting.text', label: 'Greeting text', max: 140 }],
        },
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
  // The plain link, inline (no block margins to collapse, so swapping it for the widget moves nothing).
  fallbackHtml: (settings) =>
    `<a href="${escapeHtml(whatsappUrl(settings.phone, settings.message))}" rel="noopener noreferrer">${escapeHtml(settings.label)}</a>`,
  placement: (settings) => settings.placement,
  load: () => import('./widget'),
};
