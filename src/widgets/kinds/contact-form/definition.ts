import { headingLevelField, type EditorField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { CONTACT_FORM_MAX_CUSTOM } from './limits';
import { contactFormSettingsSchema, type ContactFormFieldKey, type ContactFormSettings } from './settings';

const field = (label: string, required: boolean, enabled = true) => ({ enabled, required, label });

const base: ContactFormSettings = {
  heading: 'Contact us',
  headingLevel: '2',
  intro: 'Send us a message and we will get back to you within one working day.',
  fields: {
    name: field('Your name', true),
    email: field('Email', true),
    phone: field('Phone', false),
    message: field('Message', true),
  },
  custom: [],
  button: 'Send message',
  thanks: 'Thank you! Your message has been sent. We will get back to you soon.',
  reach: {
    text: 'Our contact form needs JavaScript. You can reach us here instead:',
    email: 'hello@example.com',
    phone: '+15550100123',
    display: '(555) 010-0123',
  },
  colors: { background: '#ffffff', accent: '#1d4ed8' },
  radius: 12,
};

const standardFields = (key: ContactFormFieldKey, what: string): EditorField[] => [
  { type: 'toggle', key: `fields.${key}.enabled`, label: `Ask for ${what}` },
  {
    type: 'group',
    label: `${what[0]!.toUpperCase()}${what.slice(1)} field`,
    when: `fields.${key}.enabled`,
    fields: [
      { type: 'text', key: `fields.${key}.label`, label: 'Label', max: 40 },
      { type: 'toggle', key: `fields.${key}.required`, label: 'Required' },
    ],
  },
];

/**
 * Without scripts the form cannot send, so the fallback is the heading and how else to reach the business:
 * the owner's sentence, a mailto: link and a tel: link (those set). Useful to visitors and crawlers alike.
 */
function fallbackHtml(settings: ContactFormSettings): string {
  const level = Number(settings.headingLevel);
  const { reach } = settings;
  const links = [
    reach.email && `<a href="mailto:${escapeHtml(reach.email)}">${escapeHtml(reach.email)}</a>`,
    reach.phone && `<a href="tel:${escapeHtml(reach.phone)}">${escapeHtml(reach.display || reach.phone)}</a>`,
  ].filter(Boolean);
  const heading = settings.heading ? `<h${level}>${escapeHtml(settings.heading)}</h${level}>\n` : '';
  return `${heading}<p>${escapeHtml(reach.text)}${links.length ? `<br>${links.join('<br>')}` : ''}</p>`;
}

export const contactFormDefinition: WidgetKindDefinition<ContactFormSettings> = {
  kind: 'contact-form',
  schema: contactFormSettingsSchema,
  presets: [
    { id: 'business', label: 'Any business', settings: base },
    {
      id: 'restaurant',
      label: 'Restaurant',
      settings: {
        ...base,
        heading: 'Private events and questions',
        intro: 'Planning a party or have a question? Write to us.',
        custom: [{ label: 'Date of your event', required: false, multiline: false }],
        button: 'Send enquiry',
        reach: { ...base.reach, email: 'events@example.com', phone: '+15550100147', display: '(555) 010-0147' },
        colors: { background: '#fff8f0', accent: '#b23a1d' },
      },
    },
    {
      id: 'salon',
      label: 'Hair & beauty salon',
      settings: {
        ...base,
        heading: 'Ask us anything',
        custom: [{ label: 'Which service?', required: false, multiline: false }],
        colors: { background: '#fbf3f6', accent: '#a23b72' },
      },
    },
    {
      id: 'clinic',
      label: 'Medical clinic',
      settings: {
        ...base,
        heading: 'Contact the practice',
        intro: 'For emergencies call your local emergency number. Please do not send medical details here.',
        fields: { ...base.fields, phone: field('Phone', true) },
        thanks: 'Thank you. The front desk will call or email you within one working day.',
        colors: { background: '#f2f7fb', accent: '#1565a8' },
      },
    },
    {
      id: 'plumber',
      label: 'Plumber / trades',
      settings: {
        ...base,
        heading: 'Request a quote',
        intro: 'Tell us what needs doing; for an emergency, call us.',
        fields: { ...base.fields, phone: field('Phone', true) },
        custom: [{ label: 'Address of the job', required: true, multiline: true }],
        button: 'Request a quote',
        colors: { background: '#ffffff', accent: '#0b6e4f' },
      },
    },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        { type: 'text', key: 'heading', label: 'Heading', max: 120, hint: 'Leave empty for no heading.' },
        { type: 'text', key: 'intro', label: 'Text above the form', max: 400, multiline: true },
        { type: 'text', key: 'button', label: 'Button text', max: 40 },
        { type: 'text', key: 'thanks', label: 'Thank-you text', max: 300 },
      ],
    },
    {
      title: 'Fields',
      fields: [
        ...standardFields('name', 'the name'),
        ...standardFields('email', 'an email address'),
        ...standardFields('phone', 'a phone number'),
        ...standardFields('message', 'a message'),
        {
          type: 'list',
          key: 'custom',
          label: 'Your own fields',
          itemLabel: 'field',
          max: CONTACT_FORM_MAX_CUSTOM,
          fields: [
            { type: 'text', key: 'label', label: 'Label', max: 40 },
            { type: 'toggle', key: 'required', label: 'Required' },
            { type: 'toggle', key: 'multiline', label: 'Several lines' },
          ],
          newItem: () => ({ label: 'Your question', required: false, multiline: false }),
        },
      ],
    },
    {
      title: 'Without JavaScript',
      fields: [
        { type: 'text', key: 'reach.text', label: 'What visitors read instead of the form', max: 200 },
        { type: 'text', key: 'reach.email', label: 'Email address to show', max: 254, hint: 'Leave empty for none.' },
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
