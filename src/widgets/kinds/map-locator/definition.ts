import { headingLevelField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { addressLines, directionsUrl, mapUrl } from './address';
import { mapLocatorSettingsSchema, type MapLocatorSettings } from './settings';

const base: Omit<MapLocatorSettings, 'businessName' | 'address' | 'phone' | 'display'> = {
  headingLevel: '2',
  cityLine: 'city-region-postcode',
  showMapButton: true,
  mapHeight: 300,
  colors: { background: '#ffffff', accent: '#1d4ed8' },
  radius: 12,
};

export const mapLocatorDefinition: WidgetKindDefinition<MapLocatorSettings> = {
  kind: 'map-locator',
  schema: mapLocatorSettingsSchema,
  presets: [
    {
      id: 'restaurant',
      label: 'Restaurant',
      settings: {
        ...base,
        businessName: 'Trattoria Da Luca',
        address: {
          street: '214 Mulberry Street',
          street2: '',
          locality: 'New York',
          region: 'NY',
          postalCode: '10012',
          country: 'United States',
        },
        phone: '+15550100147',
        display: '(555) 010-0147',
        colors: { background: '#fffaf2', accent: '#b91c1c' },
      },
    },
    {
      id: 'salon',
      label: 'Hair & beauty salon',
      settings: {
        ...base,
        businessName: 'Bloom Hair Studio',
        address: {
          street: '48 Chalk Farm Road',
          street2: '',
          locality: 'London',
          region: '',
          postalCode: 'NW1 8AJ',
          country: 'United Kingdom',
        },
        phone: '+442079460321',
        display: '020 7946 0321',
        colors: { background: '#fdf4f7', accent: '#9d174d' },
      },
    },
    {
      id: 'clinic',
      label: 'Medical clinic',
      settings: {
        ...base,
        businessName: 'Riverside Family Clinic',
        address: {
          street: '1200 Riverside Drive',
          street2: 'Suite 200, 2nd floor',
          locality: 'Austin',
          region: 'TX',
          postalCode: '78704',
          country: '',
        },
        phone: '+15550100188',
        display: '(555) 010-0188',
      },
    },
    {
      id: 'bakery',
      label: 'Bakery (Europe)',
      settings: {
        ...base,
        businessName: 'Boulangerie Martin',
        address: {
          street: '17 rue des Martyrs',
          street2: '',
          locality: 'Paris',
          region: '',
          postalCode: '75009',
          country: 'France',
        },
        cityLine: 'postcode-city',
        phone: '',
        display: '',
        colors: { background: '#fefce8', accent: '#854d0e' },
      },
    },
    {
      id: 'garage',
      label: 'Car repair',
      settings: {
        ...base,
        businessName: 'Northside Auto Repair',
        address: {
          street: '3150 N Western Ave',
          street2: '',
          locality: 'Chicago',
          region: 'IL',
          postalCode: '60618',
          country: '',
        },
        phone: '+15550100162',
        display: '(555) 010-0162',
        colors: { background: '#1f2937', accent: '#facc15' },
      },
    },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        { type: 'text', key: 'businessName', label: 'Business name', max: 80 },
        { type: 'text', key: 'address.street', label: 'Street address', max: 120 },
        {
          type: 'text',
          key: 'address.street2',
          label: 'Address line 2',
          max: 120,
          hint: 'Suite, floor, building; leave empty for none.',
        },
        { type: 'text', key: 'address.locality', label: 'City', max: 80 },
        { type: 'text', key: 'address.region', label: 'State or region', max: 80 },
        { type: 'text', key: 'address.postalCode', label: 'Postal code', max: 20 },
        { type: 'text', key: 'address.country', label: 'Country', max: 60 },
        {
          type: 'select',
          key: 'cityLine',
          label: 'Address style',
          options: [
            { value: 'city-region-postcode', label: 'City, State 12345 (US, UK, Canada, Australia)' },
            { value: 'postcode-city', label: '12345 City (most of Europe)' },
          ],
        },
        {
          type: 'phone',
          key: 'phone',
          label: 'Phone (optional)',
          displayKey: 'display',
          hint: 'Leave empty to show no phone.',
        },
      ],
    },
    {
      title: 'Map',
      fields: [
        {
          type: 'toggle',
          key: 'showMapButton',
          label: 'Offer "Show map"',
          hint: 'The Google map loads only when a visitor asks for it.',
        },
        { type: 'number', key: 'mapHeight', label: 'Map height (px)', min: 200, max: 480, step: 10 },
      ],
    },
    {
      title: 'Look',
      fields: [
        { type: 'color', key: 'colors.background', label: 'Background' },
        { type: 'color', key: 'colors.accent', label: 'Buttons' },
        { type: 'number', key: 'radius', label: 'Corner radius', min: 0, max: 24, step: 1 },
        headingLevelField('Name heading level'),
      ],
    },
  ],
  // The name, the address and the links (directions, and the map on Google's site instead of the embed): at
  // least as tall as the card on an ordinary page, so the swap pushes nothing down.
  fallbackHtml: (settings) => {
    const lines = addressLines(settings).map(escapeHtml);
    const phone =
      settings.phone && settings.display
        ? `<br><a href="tel:${escapeHtml(settings.phone)}">${escapeHtml(settings.display)}</a>`
        : '';
    return [
      `<h${settings.headingLevel}>${escapeHtml(settings.businessName)}</h${settings.headingLevel}>`,
      `<address>${lines.join('<br>')}${phone}</address>`,
      `<p><a href="${escapeHtml(directionsUrl(settings))}" rel="noopener noreferrer">Get directions</a></p>`,
      settings.showMapButton
        ? `<p><a href="${escapeHtml(mapUrl(settings))}" rel="noopener noreferrer">View on Google Maps</a></p>`
        : '',
    ].join('');
  },
  placement: () => 'inline',
  load: () => import('./widget'),
};
