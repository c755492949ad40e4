import { headingLevelField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { emailSignupSettingsSchema, type EmailSignupSettings } from './settings';

const base: EmailSignupSettings = {
  heading: 'Join our mailing list',
  headingLevel: '2',
  intro: 'News and offers, about once a month. Unsubscribe at any time.',
  name: { enabled: false, required: false, label: 'First name' },
  emailLabel: 'Email',
  button: 'Subscribe',
  thanks: 'Check your inbox to confirm: we have sent you a link.',
  reach: {
    text: 'Our sign-up form needs JavaScript. To join our mailing list, email us:',
    email: 'hello@example.com',
  },
  colors: { background: '#ffffff', accent: '#1d4ed8' },
  radius: 12,
};

/**
 * Without scripts the form cannot send, so the fallback is the heading and how else to sign up: the owner's
 * sentence and, when they gave an address, a mailto: link asking to join.
 */
function fallbackHtml(settings: EmailSignupSettings): string {
  const level = Number(settings.headingLevel);
  const { reach } = settings;
  const heading = settings.heading ? `<h${level}>${escapeHtml(settings.heading)}</h${level}>\n` : '';
  const mailto = `mailto:${reach.email}?subject=${encodeURIComponent('Please add me to your mailing list')}`;
  const link = reach.email ? `<br><a href="${escapeHtml(mailto)}">${escapeHtml(reach.email)}</a>` : '';
  return `${heading}<p>${escapeHtml(reach.text)}${link}</p>`;
}

export const emailSignupDefinition: WidgetKindDefinition<EmailSignupSettings> = {
  kind: 'email-signup',
  schema: emailSignupSettingsSchema,
  presets: [
    { id: 'business', label: 'Any business', settings: base },
    {
      id: 'restaurant',
      label: 'Restaurant',
      settings: {
        ...base,
        heading: 'Be first to hear about new menus',
        intro: 'Seasonal menus, tasting nights and the odd treat. No more than twice a month.',
        name: { enabled: true, required: false, label: 'First name' },
        button: 'Keep me posted',
        colors: { background: '#fff8f0', accent: '#b23a1d' },
      },
    },
    {
      id: 'salon',
      label: 'Hair & beauty salon',
      settings: {
        ...base,
        heading: 'Offers for our regulars',
        intro: 'Members-only offers and free appointment slots, straight to your inbox.',
        name: { enabled: true, required: true, label: 'First name' },
        button: 'Sign me up',
        colors: { background: '#fbf3f6', accent: '#a23b72' },
      },
    },
    {
      id: 'shop',
      label: 'Local shop',
      settings: {
        ...base,
        heading: 'New arrivals and sales',
        intro: 'Hear about new stock and sales before anyone else.',
        colors: { background: '#f7f7f2', accent: '#0b6e4f' },
      },
    },
    {
      id: 'clinic',
      label: 'Medical clinic',
      settings: {
        ...base,
        heading: 'Practice news',
        intro: 'Opening hours, vaccination days and health tips. We never send medical details by email.',
        button: 'Subscribe to news',
        colors: { background: '#f2f7fb', accent: '#1565a8' },
      },
    },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        { type: 'text', key: 'heading', label: 'Heading', max: 120, hint: 'Leave empty for no heading.' },
        { type: 'text', key: 'intro', label: 'Text above the form', max: 300, multiline: true },
        { type: 'text', key: 'emailLabel', label: 'Email field label', max: 40 },
        { type: 'text', key: 'button', label: 'Button text', max: 40 },
        { type: 'text', key: 'thanks', label: 'Thank-you text', max: 300 },
      ],
    },
    {
      title: 'Name field',
      fields: [
        { type: 'toggle', key: 'name.enabled', label: 'Ask for a name' },
        {
          type: 'group',
          label: 'Name field',
          when: 'name.enabled',
          fields: [
            { type: 'text', key: 'name.label', label: 'Label', max: 40 },
            { type: 'toggle', key: 'name.required', label: 'Required' },
          ],
        },
      ],
    },
    {
      title: 'Without JavaScript',
      fields: [
        { type: 'text', key: 'reach.text', label: 'What visitors read instead of the form', max: 200 },
        {
          type: 'text',
          key: 'reach.email',
          label: 'Email address to sign up by',
          max: 254,
          hint: 'Leave empty for none.',
        },
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
