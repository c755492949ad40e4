import { z } from 'zod';
import { hexColor, httpsLink, isoDate, line, requiredLine } from '../../settings-common';

/** A bar fixed at the top or bottom of the page: a line of text, an optional link, dismissible, scheduled. */
export const announcementBarSettingsSchema = z.strictObject({
  text: requiredLine(200),
  /** Shown when `show` and both the label and the address are there. */
  link: z.strictObject({ show: z.boolean(), label: line(40), url: z.union([z.literal(''), httpsLink()]) }),
  /** The bar's colour; its text is black or white, whichever reads (runtime/contrast.ts). */
  background: hexColor(),
  position: z.enum(['top', 'bottom']),
  /** A close button; a visitor who closes the bar does not see it again until its text or link changes. */
  dismissible: z.boolean(),
  /** First and last day shown, in the visitor's own time; '' for no limit. */
  schedule: z.strictObject({
    start: z.union([z.literal(''), isoDate()]),
    end: z.union([z.literal(''), isoDate()]),
  }),
});

export type AnnouncementBarSettings = z.infer<typeof announcementBarSettingsSchema>;
