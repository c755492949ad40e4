/**
 * What visitor text may contain, shared by every public form and mirrored, character for character,
 * by the SQL functions in supabase/migrations/20261123000100_abuse_limits.sql (private.is_plain_email as
 * redefined in 20261125000400_mail_limits.sql; a database test runs
 * the same samples through both). Only \uXXXX escapes are used: PostgreSQL and JavaScript read them
 * alike, whereas \s means different things to the two.
 */

/** Control characters (C0 but NUL, DEL, C1) and bidirectional overrides/isolates. */
const CONTROL = String.raw`\u0001-\u001F\u007F-\u009F`;
const BIDI = String.raw`\u202A-\u202E\u2066-\u2069`;
/** Every space character, spelled out (ASCII space, no-break spaces, the U+2000 block, ...). */
export const SPACES = String.raw`\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF`;
/**
 * Characters an email address may not hold here: ? & % / , ; : would add mailto: headers or recipients;
 * " ( ) < > [ ] \ make a display name, comment or quoted part ("1<victim@gmail.com>" is a different
 * string for the same mailbox, issue 29); zero-width characters hide inside an address.
 */
const EMAIL_FORBIDDEN = `@?&%/,;:${SPACES}${String.raw`\u0022\u0028\u0029\u003C\u003E\u005B\u005C\u005D\u180E\u200B-\u200D\u2060`}`;
/** Characters a URL never holds unencoded: spaces, " ' < > \ ^ ` { | }. */
export const URL_FORBIDDEN = `${SPACES}${String.raw`\u0022\u0027\u003C\u003E\u005C\u005E\u0060\u007B\u007C\u007D`}`;

/** Matches a character one-line text must not contain. SQL: private.is_clean_line. */
export const UNCLEAN_LINE_SOURCE = `[${CONTROL}${BIDI}]`;
/** As above but allowing \n and \r\n (free-text messages). SQL: private.is_clean_text. */
export const UNCLEAN_TEXT_SOURCE = String.raw`[\u0001-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F${BIDI}]|\r(?!\n)`;
/** A bare addr-spec: local@domain.tld, no trailing dot. SQL: private.is_plain_email. */
export const PLAIN_EMAIL_SOURCE = `^[^${EMAIL_FORBIDDEN}]+@[^${EMAIL_FORBIDDEN}]+\\.[^${EMAIL_FORBIDDEN}]*[^.${EMAIL_FORBIDDEN}]$`;
/** The whole value is one http(s) URL (case-insensitive). SQL: private.is_http_url. */
export const HTTP_URL_SOURCE = `^https?://[^/?#@:${URL_FORBIDDEN}]+(:[0-9]{1,5})?([/?#][^${URL_FORBIDDEN}]*)?$`;

const UNCLEAN_LINE = new RegExp(UNCLEAN_LINE_SOURCE);
const UNCLEAN_TEXT = new RegExp(UNCLEAN_TEXT_SOURCE);
const PLAIN_EMAIL = new RegExp(PLAIN_EMAIL_SOURCE);
const HTTP_URL = new RegExp(HTTP_URL_SOURCE, 'i');

// NUL cannot reach a Postgres text column at all, so the SQL patterns leave it out; the browser refuses it.
export const isCleanLine = (value: string) => !value.includes('\u0000') && !UNCLEAN_LINE.test(value);
export const isCleanText = (value: string) => !value.includes('\u0000') && !UNCLEAN_TEXT.test(value);
export const isPlainEmail = (value: string) => PLAIN_EMAIL.test(value) && isCleanLine(value);
export const isHttpUrl = (value: string) => HTTP_URL.test(value) && isCleanLine(value);

export const UNCLEAN_MESSAGE = (label: string) => `${label} contains line breaks or hidden characters; please remove them`;
export const EMAIL_MESSAGE = 'Enter a valid email address';
// The schemas built on these are in ./clean-text-schemas.ts: this module has no zod, so a page can check
// text (a draft, a prefill) without loading it.
