/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetContext, WidgetKindModule } from '../../runtime/kind-module';
import { addressLines, directionsUrl, mapEmbedUrl, mapUrl } from './address';
import type { MapLocatorSettings } from './settings';

// The host is a query container too: the card's own narrow padding needs one around the card (an element
// never answers its own container query).
const styles = `
:host { container-type: inline-size; }
.ml {
  container-type: inline-size;
  background: var(--ml-bg); color: var(--ml-fg); border: 1px solid var(--ml-line); border-radius: var(--ml-radius);
  padding: 16px;
}
.name { margin: 0 0 4px; font-size: 20px; line-height: 28px; font-weight: 700; }
.address { margin: 0; font-style: normal; font-size: 16px; line-height: 24px; }
.address span { display: block; }
.phone { display: inline-flex; align-items: center; min-height: 44px; color: inherit; font-weight: 600; text-underline-offset: 3px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
.btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 0 18px;
  border-radius: 8px; font: inherit; font-size: 16px; font-weight: 600; line-height: 20px; text-decoration: none;
  cursor: pointer; margin: 0;
}
.btn--primary { background: var(--ml-accent); color: var(--ml-on-accent); border: 2px solid var(--ml-accent); }
.btn--secondary { background: transparent; color: inherit; border: 2px solid currentColor; }
.btn:hover { filter: brightness(0.94); }
.icon { width: 20px; height: 20px; flex: none; }
.map { margin-top: 12px; height: var(--ml-map-height); border-radius: 8px; overflow: hidden; background: var(--ml-line); }
.map iframe { display: block; width: 100%; height: 100%; border: 0; }
@container (max-width: 300px) {
  .ml { padding: 12px; }
  .btn { width: 100%; }
}
`;

const PinIcon = () => (
  <svg
    class="icon"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

function Widget({ settings, context }: { settings: MapLocatorSettings; context: WidgetContext }) {
  const [mapShown, setMapShown] = useState(false);
  const Heading = `h${settings.headingLevel}` as 'h2' | 'h3' | 'h4';
  const { colors } = settings;
  const foreground = readableTextOn(colors.background);
  const mapId = `lb-map-${context.widgetId}`;
  return (
    <section
      class="ml"
      aria-label={`Location of ${settings.businessName}`}
      style={{
        '--ml-bg': colors.background,
        '--ml-fg': foreground,
        '--ml-line': foreground === '#000000' ? 'rgba(0,0,0,0.15)' : 'rgba(255,255,255,0.3)',
        '--ml-accent': colors.accent,
        '--ml-on-accent': readableTextOn(colors.accent),
        '--ml-radius': `${settings.radius}px`,
        '--ml-map-height': `${settings.mapHeight}px`,
      }}
    >
      <Heading class="name">{settings.businessName}</Heading>
      <address class="address">
        {addressLines(settings).map((addressLine, index) => (
          <span key={index}>{addressLine}</span>
        ))}
        {settings.phone && settings.display && (
          <a class="phone" href={`tel:${settings.phone}`}>
            {settings.display}
          </a>
        )}
      </address>
      <div class="actions">
        <a class="btn btn--primary" href={directionsUrl(settings)} target="_blank" rel="noopener noreferrer">
          <PinIcon />
          Get directions <span class="lb-visually-hidden">(Google Maps, opens in a new tab)</span>
        </a>
        {settings.showMapButton && (
          <button
            type="button"
            class="btn btn--secondary"
            aria-expanded={mapShown}
            aria-controls={mapId}
            onClick={() => setMapShown(!mapShown)}
          >
            {mapShown ? 'Hide map' : 'Show map'}
          </button>
        )}
      </div>
      {settings.showMapButton && (
        <div id={mapId} class="map" hidden={!mapShown}>
          {/* Nothing is asked of Google until the visitor presses Show map. */}
          {mapShown && (
            <iframe
              title={`Map of ${settings.businessName}`}
              src={mapEmbedUrl(settings)}
              referrerpolicy="no-referrer-when-downgrade"
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            />
          )}
        </div>
      )}
    </section>
  );
}

const mapLocator: WidgetKindModule<MapLocatorSettings> = {
  styles,
  Widget,
  structuredData: (settings) => {
    const { street, street2, locality, region, postalCode, country } = settings.address;
    const address: Record<string, string> = {
      '@type': 'PostalAddress',
      streetAddress: [street, street2].filter(Boolean).join(', '),
      addressLocality: locality,
    };
    if (region) address.addressRegion = region;
    if (postalCode) address.postalCode = postalCode;
    if (country) address.addressCountry = country;
    return {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: settings.businessName,
      address,
      ...(settings.phone ? { telephone: settings.phone } : {}),
      hasMap: mapUrl(settings),
    };
  },
};
export default mapLocator;
