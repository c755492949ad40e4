import { z } from 'zod';

/*
 * The pieces every kind's settings schema is built from (src/widgets/kinds/<kind>/settings.ts). Each kind's
 * schema is turned into JSON Schema (z.toJSONSchema) and stored in the database, which checks every saved
 * widget against it (supabase/migrations/*_widgets.sql); a test keeps the two equal. So only what JSON
 * Schema can say is used here: no refine, no transform, patterns that PostgreSQL and JavaScript read alike
 * (ASCII classes, no \d \s \w, no lookaround). Texts are text: the runtime renders them as text nodes and
 * the fallback HTML escapes them, so they need no HTML rules, only no control or bidi characters.
 */

/** One line of text: no control or bidirectional-override characters. */
export const LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*$';
/** Several lines: as a line, but \n allowed. */
export const TEXT_PATTERN =
  '^[^\\u0000-\\u0009\\u000B-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*$';

export const line = (max: number) => z.string().max(max).regex(new RegExp(LINE_PATTERN));
export const requiredLine = (max: number) => z.string().min(1).max(max).regex(new RegExp(LINE_PATTERN));
export const text = (max: number) => z.string().max(max).regex(new RegExp(TEXT_PATTERN));

/** #rrggbb only: what <input type="color"> gives and CSS reads everywhere. */
export const hexColor = () => z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * A link a widget may open: https:, tel: or mailto: only (never javascript:, data: or http:). No spaces,
 * quotes, angle brackets or backslashes.
 */
export const LINK_PATTERN =
  '^(https://[^\\u0000-\\u0020"\'<>\\\\^`{|}]+|tel:\\+?[0-9]{3,16}|mailto:[^\\u0000-\\u0020"\'<>\\\\^`{|}@]+@[^\\u0000-\\u0020"\'<>\\\\^`{|}@]+)$';
export const link = () => z.string().max(2000).regex(new RegExp(LINK_PATTERN));
export const httpsLink = () =>
  z
    .string()
    .max(2000)
    // The control characters are the point: a link holds none (the database reads the same pattern).
    // eslint-disable-next-line no-control-regex
    .regex(/^https:\/\/[^\u0000-\u0020"'<>\\^`{|}]+$/);

/** A plain email address, or '' for none (the database reads the same pattern). */
export const optionalEmail = () =>
  z.union([z.literal(''), z.string().max(254).regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/)]);

/** A phone number in E.164 (+15550100123), as libphonenumber-js gives it in the editor. */
export const e164 = () => z.string().regex(/^\+[1-9][0-9]{6,14}$/);

/** An IANA time zone name (Europe/Paris, America/New_York); the editor offers Intl's list. */
export const timeZone = () =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$|^UTC$/);

/** HH:MM, 24-hour, 00:00-24:00. */
export const clockTime = () => z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/);

/** YYYY-MM-DD. */
export const isoDate = () => z.string().regex(/^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/);

/** Where a floating widget sits. */
export const corner = () => z.enum(['bottom-right', 'bottom-left']);
