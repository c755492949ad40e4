import { z } from 'zod';
import { hexColor, line, requiredLine, text } from '../../settings-common';

/** At most this many questions in one FAQ (and in its FAQPage structured data). */
export const FAQ_MAX_ITEMS = 40;

export const faqItemSchema = z.object({
  question: requiredLine(200),
  /** Plain text; each non-empty line is one paragraph. */
  answer: text(2000).min(1),
});

export const faqSettingsSchema = z.object({
  /** Shown above the questions; '' for none. */
  title: line(120),
  /** The title's heading level; the questions are one level below (or at this level with no title). */
  headingLevel: z.enum(['2', '3', '4']),
  items: z.array(faqItemSchema).min(1).max(FAQ_MAX_ITEMS),
  /** 'one': opening a question closes the open one; 'many': each opens and closes on its own. */
  expand: z.enum(['one', 'many']),
  /** The first question starts open. */
  openFirst: z.boolean(),
  search: z.object({
    enabled: z.boolean(),
    /** The search box shows only when there are more questions than this. */
    minItems: z.number().int().min(1).max(FAQ_MAX_ITEMS),
    label: requiredLine(60),
    noResults: requiredLine(120),
  }),
  colors: z.object({
    background: hexColor(),
    /** The open question's marker; the text colours, and the focus rings drawn in them, follow from the background. */
    accent: hexColor(),
  }),
  /** Corner radius of the question cards, px. */
  radius: z.number().int().min(0).max(24),
});

export type FaqSettings = z.infer<typeof faqSettingsSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
