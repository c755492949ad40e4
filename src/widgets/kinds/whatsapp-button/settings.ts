import { z } from 'zod';
import { corner, e164, hexColor, line, requiredLine, text } from '../../settings-common';

/** A WhatsApp chat button: a wa.me link with a prefilled message, floating in a corner or inline. */
export const whatsappButtonSettingsSchema = z.strictObject({
  /** The business's WhatsApp number, E.164. */
  phone: e164(),
  /** Prefilled in the visitor's chat; may be empty. */
  message: text(500),
  /** The button's text, and its accessible name when only the icon shows. */
  label: requiredLine(40),
  /** Show the label beside the icon (an icon-only button keeps the label as its name). */
  showLabel: z.boolean(),
  placement: z.enum(['floating', 'inline']),
  corner: corner(),
  /** The button's colour; the text on it is black or white, whichever reads (runtime/contrast.ts). */
  background: hexColor(),
  /** A short bubble beside the floating button ("Questions? We reply within the hour."). */
  greeting: z.strictObject({ show: z.boolean(), text: line(140) }),
});

export type WhatsAppButtonSettings = z.infer<typeof whatsappButtonSettingsSchema>;
