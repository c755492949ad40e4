import { z } from 'zod';
import { e164, hexColor, line, requiredLine } from '../../settings-common';

/** The business's address card: directions, an optional phone, and a Google map loaded only on request. */
export const mapLocatorSettingsSchema = z.strictObject({
  businessName: requiredLine(80),
  /** The name's heading level in the host page. */
  headingLevel: z.enum(['2', '3', '4']),
  /** A postal address, as schema.org's PostalAddress names its parts; '' for a part not used. */
  address: z.strictObject({
    street: requiredLine(120),
    /** A second street line ("Suite 200"), or ''. */
    street2: line(120),
    locality: requiredLine(80),
    region: line(80),
    postalCode: line(20),
    country: line(60),
  }),
  /** How the city line reads: "Springfield, IL 62704" or "75001 Paris". */
  cityLine: z.enum(['city-region-postcode', 'postcode-city']),
  /** E.164, or '' for none; `display` is how it reads (filled in by the editor). */
  phone: z.union([z.literal(''), e164()]),
  display: line(32),
  /** Offer "Show map" (a Google Maps embed, loaded only when the visitor asks). */
  showMapButton: z.boolean(),
  /** The map's height once shown, px. */
  mapHeight: z.number().int().min(200).max(480),
  colors: z.strictObject({
    background: hexColor(),
    /** The buttons; text colours follow from the colours (runtime/contrast.ts). */
    accent: hexColor(),
  }),
  radius: z.number().int().min(0).max(24),
});

export type MapLocatorSettings = z.infer<typeof mapLocatorSettingsSchema>;
