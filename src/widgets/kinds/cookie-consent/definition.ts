import { cornerField } from '../../editor-fields';
import type { WidgetKindDefinition } from '../../kind-definition';
import { cookieConsentSettingsSchema, type CookieConsentSettings } from './settings';

const texts: CookieConsentSettings['texts'] = {
  necessary: {
    name: 'Necessary',
    description: 'Needed for the site to work, such as remembering this choice. Always on.',
  },
  analytics: {
    name: 'Analytics',
    description: 'Counts visits and shows which pages are read, so we can improve the site.',
  },
  marketing: {
    name: 'Marketing',
    description: 'Lets advertising partners measure our ads and show you relevant ones elsewhere.',
  },
  preferences: {
    name: 'Preferences',
    description:
      'Remembers your settings, such as language or region, and embedded content like maps and videos.',
  },
};

const buttons: CookieConsentSettings['buttons'] = {
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  save: 'Save my choices',
  reopen: 'Cookie settings',
  close: 'Close',
  choicesTitle: 'Your choices',
  alwaysOn: 'Always on',
};

const base = {
  texts,
  buttons,
  reopenButton: true,
  consentMode: true,
  version: 1,
} as const;

const restaurant: CookieConsentSettings = {
  ...base,
  title: 'Cookies on our site',
  message:
    'We use cookies to count visits and to measure our ads for table bookings. You choose which ones we may use.',
  policy: { url: 'https://example.com/privacy', label: 'Privacy policy' },
  categories: { analytics: true, marketing: true, preferences: false },
  layout: 'bar',
  position: 'bottom-right',
  colors: { background: '#2b1d16', accent: '#e07a3f' },
};

const salon: CookieConsentSettings = {
  ...base,
  title: 'Your privacy',
  message:
    'Our booking page and Instagram feed use cookies, and we count visits to see which treatments you look for. Allow only what you are happy with.',
  policy: { url: 'https://example.com/privacy', label: 'How we use your data' },
  categories: { analytics: true, marketing: true, preferences: true },
  layout: 'box',
  position: 'bottom-left',
  colors: { background: '#ffffff', accent: '#a23b72' },
};

const clinic: CookieConsentSettings = {
  ...base,
  title: 'Cookies and your privacy',
  message:
    'We only use cookies that the site needs, unless you allow anonymous visit statistics. We never use advertising cookies, and nothing you enter in our forms is shared.',
  policy: { url: 'https://example.com/privacy-notice', label: 'Privacy notice' },
  categories: { analytics: true, marketing: false, preferences: false },
  layout: 'bar',
  position: 'bottom-right',
  colors: { background: '#f2f7fb', accent: '#1565a8' },
};

const shop: CookieConsentSettings = {
  ...base,
  title: 'We use cookies',
  message:
    'Cookies keep your basket, remember your region and help us measure our ads. Choose what you allow; you can change it any time under Cookie settings.',
  policy: { url: 'https://example.com/cookies', label: 'Cookie policy' },
  categories: { analytics: true, marketing: true, preferences: true },
  layout: 'box',
  position: 'bottom-right',
  colors: { background: '#111827', accent: '#22c55e' },
};

const tradesperson: CookieConsentSettings = {
  ...base,
  title: 'Cookies',
  message: 'We count visits to see how people find us. That is all: no advertising cookies.',
  policy: { url: '', label: 'Privacy policy' },
  categories: { analytics: true, marketing: false, preferences: false },
  layout: 'box',
  position: 'bottom-left',
  colors: { background: '#ffffff', accent: '#0b6e4f' },
};

const categoryGroup = (category: 'analytics' | 'marketing' | 'preferences', label: string) => ({
  type: 'group' as const,
  label,
  when: `categories.${category}`,
  fields: [
    { type: 'text' as const, key: `texts.${category}.name`, label: 'Name', max: 40 },
    {
      type: 'text' as const,
      key: `texts.${category}.description`,
      label: 'Description',
      max: 300,
      multiline: true,
    },
  ],
});

export const cookieConsentDefinition: WidgetKindDefinition<CookieConsentSettings> = {
  kind: 'cookie-consent',
  schema: cookieConsentSettingsSchema,
  presets: [
    { id: 'restaurant', label: 'Restaurant', settings: restaurant },
    { id: 'salon', label: 'Hair & beauty salon', settings: salon },
    { id: 'clinic', label: 'Medical clinic', settings: clinic },
    { id: 'shop', label: 'Online shop', settings: shop },
    { id: 'tradesperson', label: 'Tradesperson (statistics only)', settings: tradesperson },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        { type: 'text', key: 'title', label: 'Title', max: 80 },
        { type: 'text', key: 'message', label: 'Message', max: 600, multiline: true },
        {
          type: 'link',
          key: 'policy.url',
          label: 'Privacy policy address',
          hint: 'An https:// address, or leave empty for no link.',
        },
        { type: 'text', key: 'policy.label', label: 'Privacy policy link text', max: 60 },
      ],
    },
    {
      title: 'Categories',
      fields: [
        {
          type: 'toggle',
          key: 'categories.analytics',
          label: 'The site uses analytics (visit statistics)',
          hint: 'Mark those scripts <script type="text/plain" data-consent="analytics">: they run only once the visitor agrees.',
        },
        {
          type: 'toggle',
          key: 'categories.marketing',
          label: 'The site uses marketing (ads, remarketing pixels)',
          hint: 'data-consent="marketing"',
        },
        {
          type: 'toggle',
          key: 'categories.preferences',
          label: 'The site uses preferences (language, embedded maps and videos)',
          hint: 'data-consent="preferences"',
        },
        {
          type: 'group',
          label: 'Necessary',
          fields: [
            { type: 'text', key: 'texts.necessary.name', label: 'Name', max: 40 },
            {
              type: 'text',
              key: 'texts.necessary.description',
              label: 'Description',
              max: 300,
              multiline: true,
            },
          ],
        },
        categoryGroup('analytics', 'Analytics'),
        categoryGroup('marketing', 'Marketing'),
        categoryGroup('preferences', 'Preferences'),
      ],
    },
    {
      title: 'Buttons',
      fields: [
        { type: 'text', key: 'buttons.acceptAll', label: 'Accept all', max: 40 },
        { type: 'text', key: 'buttons.rejectAll', label: 'Reject all', max: 40 },
        { type: 'text', key: 'buttons.choose', label: 'Choose', max: 40 },
        { type: 'text', key: 'buttons.choicesTitle', label: 'Heading over the choices', max: 80 },
        { type: 'text', key: 'buttons.alwaysOn', label: 'Beside Necessary', max: 40 },
        { type: 'text', key: 'buttons.save', label: 'Save', max: 40 },
        { type: 'text', key: 'buttons.reopen', label: 'Reopen button', max: 40 },
        { type: 'text', key: 'buttons.close', label: 'Close (when reopened)', max: 40 },
      ],
    },
    {
      title: 'Look',
      fields: [
        { type: 'color', key: 'colors.background', label: 'Background' },
        { type: 'color', key: 'colors.accent', label: 'Buttons' },
      ],
    },
    {
      title: 'Position',
      fields: [
        {
          type: 'select',
          key: 'layout',
          label: 'Shape',
          options: [
            { value: 'bar', label: 'Bar along the bottom' },
            { value: 'box', label: 'Box in a corner' },
          ],
        },
        cornerField('position', 'Corner (box and reopen button)'),
        {
          type: 'toggle',
          key: 'reopenButton',
          label: 'Show a "Cookie settings" button after the choice',
          hint: 'Without it, give visitors a way back: any link or button on your site with the attribute data-localboost-consent opens the choices.',
        },
      ],
    },
    {
      title: 'Advanced',
      fields: [
        {
          type: 'toggle',
          key: 'consentMode',
          label: 'Send Google Consent Mode v2 signals',
          hint: "Your site's own gtag('consent', 'default', { ...: 'denied' }) must come before your Google tags; this widget sends the update.",
        },
        {
          type: 'number',
          key: 'version',
          label: 'Consent version',
          min: 1,
          max: 9999,
          hint: 'Raise it to ask every visitor again (changing the categories asks again by itself).',
        },
      ],
    },
  ],
  /**
   * Empty. A consent banner without its script cannot record a choice, and the owner's marked scripts
   * (type="text/plain") stay inert when ours is blocked, so the visitor is not tracked: nothing to ask. A
   * notice would sit in the page where the snippet was pasted for every visitor without scripts, and an
   * empty placeholder reserves no height, so the floating banner moves nothing on the page.
   */
  fallbackHtml: () => '',
  placement: () => 'floating',
  load: () => import('./widget'),
};
