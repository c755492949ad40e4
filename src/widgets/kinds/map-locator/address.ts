import type { MapLocatorSettings } from './settings';

/*
 * The address as lines and as links (runtime-safe: the widget, the fallback and the structured data read
 * it). Google's documented keyless URLs: Maps URLs' directions (api=1) and the classic embed (output=embed).
 */

/** The address as it reads on an envelope, empty parts left out. */
export function addressLines({
  address,
  cityLine,
}: Pick<MapLocatorSettings, 'address' | 'cityLine'>): string[] {
  const { street, street2, locality, region, postalCode, country } = address;
  const city =
    cityLine === 'postcode-city'
      ? [postalCode, locality].filter(Boolean).join(' ') + (region ? `, ${region}` : '')
      : [locality + (region ? `, ${region}` : ''), postalCode].filter(Boolean).join(' ');
  return [street, street2, city, country].filter((part) => part.trim() !== '');
}

/** The address on one line, for Google's search box. */
export function addressQuery(settings: Pick<MapLocatorSettings, 'address' | 'cityLine'>): string {
  return addressLines(settings).join(', ');
}

export function directionsUrl(settings: Pick<MapLocatorSettings, 'address' | 'cityLine'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressQuery(settings))}`;
}

/** The address on Google Maps (a page of its own: the fallback's link, the structured data's hasMap). */
export function mapUrl(settings: Pick<MapLocatorSettings, 'address' | 'cityLine'>): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(addressQuery(settings))}`;
}

/** The same map, keyless, to embed in an iframe. */
export function mapEmbedUrl(settings: Pick<MapLocatorSettings, 'address' | 'cityLine'>): string {
  return `${mapUrl(settings)}&output=embed`;
}
