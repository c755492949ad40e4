import { z } from 'zod';
import { EMAIL_MESSAGE, isCleanLine, isCleanText, isPlainEmail, UNCLEAN_MESSAGE } from './clean-text';

// The zod schemas for visitor text, on the rules in ./clean-text.ts. Only forms' schema modules import
// this, and they are loaded at a form's first use (src/lib/forms/lazy-schema-resolver.ts).

/** Required one-line text: trimmed, 1..max characters, clean. */
export const cleanLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isCleanLine, UNCLEAN_MESSAGE(label));

/** Optional one-line text: trimmed, blank becomes null, clean. */
export const optionalCleanLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isCleanLine, UNCLEAN_MESSAGE(label))
    .transform((value) => value || null);

/** Required free text (a message): ordinary line breaks allowed, nothing else hidden. */
export const cleanText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isCleanText, `${label} contains hidden characters; please remove them`);

/** A required email address that a mailto: link cannot be bent by. */
export const plainEmail = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(max, `Email must be at most ${max} characters`)
    .refine(isPlainEmail, EMAIL_MESSAGE);
