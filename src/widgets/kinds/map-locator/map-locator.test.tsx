/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../runtime/contrast';
import type { WidgetContext } from '../../runtime/kind-module';
import { mapLocatorDefinition } from './definition';
import { mapLocatorSettingsSchema, type MapLocatorSettings } from './settings';
import mapLocatorModule from './widget';

const context: WidgetContext = {
  widgetId: 'w1',
  preview: false,
  store: { get: () => null, set: () => {}, remove: () => {} },
};

const clinic: MapLocatorSettings = mapLocatorDefinition.presets.find(
  (preset) => preset.id === 'clinic',
)!.settings;
const bakery: MapLocatorSettings = mapLocatorDefinition.presets.find(
  (preset) => preset.id === 'bakery',
)!.settings;

let host: HTMLElement | undefined;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
});

function show(settings: MapLocatorSettings) {
  host = document.createElement('div');
  document.body.append(host);
  const { Widget } = mapLocatorModule;
  render(<Widget settings={settings} context={context} />, host);
  return within(host);
}

describe('map locator', () => {
  it('is an address card: name, address lines, phone and directions, with no map asked for', () => {
    const view = show(clinic);
    expect(view.getByRole('heading', { level: 2, name: 'Riverside Family Clinic' })).toBeInTheDocument();
    const address = host!.querySelector('address')!;
    expect([...address.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      '1200 Riverside Drive',
      'Suite 200, 2nd floor',
      'Austin, TX 78704',
    ]);
    expect(view.getByRole('link', { name: '(555) 010-0188' })).toHaveAttribute('href', 'tel:+15550100188');
    const directions = view.getByRole('link', { name: 'Get directions (Google Maps, opens in a new tab)' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=1200%20Riverside%20Drive%2C%20Suite%20200%2C%202nd%20floor%2C%20Austin%2C%20TX%2078704',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(host!.querySelector('iframe')).toBeNull();
  });

  it('loads the Google map only when the visitor presses Show map, and hides it again', async () => {
    const user = userEvent.setup();
    const view = show(clinic);
    const toggle = view.getByRole('button', { name: 'Show map' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide map');
    const map = view.getByTitle('Map of Riverside Family Clinic');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=1200%20Riverside%20Drive%2C%20Suite%20200%2C%202nd%20floor%2C%20Austin%2C%20TX%2078704&output=embed',
    );
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(map);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(host!.querySelector('iframe')).toBeNull();
    expect(toggle).toHaveAccessibleName('Show map');
  });

  it('writes a European address postcode first, shows no phone when there is none, and can offer no map', () => {
    const view = show({ ...bakery, showMapButton: false });
    expect([...host!.querySelectorAll('address span')].map((span) => span.textContent)).toEqual([
      '17 rue des Martyrs',
      '75009 Paris',
      'France',
    ]);
    expect(view.queryByRole('link', { name: /^\(|^0|^\+/ })).toBeNull();
    expect(host!.querySelector('a[href^="tel:"]')).toBeNull();
    expect(view.queryByRole('button')).toBeNull();
  });

  it('keeps its texts as text and its buttons readable on the owner’s colours', () => {
    show({
      ...clinic,
      businessName: '<script>x</script>',
      colors: { background: '#222222', accent: '#ffd500' },
    });
    expect(host!.querySelector('script')).toBeNull();
    expect(host!.querySelector('h2')?.textContent).toBe('<script>x</script>');
    const card = host!.querySelector<HTMLElement>('section')!;
    expect(contrastRatio(card.style.getPropertyValue('--ml-fg'), '#222222')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(card.style.getPropertyValue('--ml-on-accent'), '#ffd500')).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('narrows the card’s own padding in a narrow column: a container around the card answers that query', () => {
    const { styles } = mapLocatorModule;
    // An element never answers its own container query: the card's padding rule needs the host to be one.
    expect(styles).toMatch(/@container \(max-width: 300px\) \{\s*\.ml \{ padding: 12px; \}/);
    expect(styles).toMatch(/:host \{[^}]*container-type: inline-size/);
  });
});

describe('map locator definition', () => {
  it('has valid presets for a restaurant, a salon, a clinic and more; a phone is E.164 or empty', () => {
    expect(mapLocatorDefinition.presets.map((preset) => preset.id)).toEqual(
      expect.arrayContaining(['restaurant', 'salon', 'clinic', 'bakery']),
    );
    for (const preset of mapLocatorDefinition.presets)
      expect(mapLocatorSettingsSchema.safeParse(preset.settings).success, preset.id).toBe(true);
    expect(mapLocatorSettingsSchema.safeParse({ ...clinic, phone: '(555) 010-0188' }).success).toBe(false);
  });

  it('leaves the address and the directions link for visitors without scripts, escaped', () => {
    const html = mapLocatorDefinition.fallbackHtml({ ...clinic, businessName: 'Smith & Sons "Clinic"' });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector(`h${clinic.headingLevel}`)?.textContent).toBe('Smith & Sons "Clinic"');
    const address = doc.querySelector('address')!;
    expect(address.innerHTML.split('<br>').slice(0, 3)).toEqual([
      '1200 Riverside Drive',
      'Suite 200, 2nd floor',
      'Austin, TX 78704',
    ]);
    expect(address.querySelector('a')?.getAttribute('href')).toBe('tel:+15550100188');
    const [directions, map] = [...doc.querySelectorAll('p > a')];
    expect(directions?.textContent).toBe('Get directions');
    expect(directions?.getAttribute('href')).toContain(
      'https://www.google.com/maps/dir/?api=1&destination=1200%20Riverside',
    );
    expect(map?.textContent).toBe('View on Google Maps');
    expect(map?.getAttribute('href')).toContain('https://www.google.com/maps?q=1200%20Riverside');
    expect(doc.querySelector('script, style, iframe')).toBeNull();
  });

  it('gives search engines a LocalBusiness with its PostalAddress', () => {
    expect(mapLocatorModule.structuredData!(bakery)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Boulangerie Martin',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '17 rue des Martyrs',
        addressLocality: 'Paris',
        postalCode: '75009',
        addressCountry: 'France',
      },
      hasMap: 'https://www.google.com/maps?q=17%20rue%20des%20Martyrs%2C%2075009%20Paris%2C%20France',
    });
  });
});
