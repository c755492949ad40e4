import { z } from 'zod';
import type { EditorField } from '../editor-fields';
import { isoDate, line, requiredLine, text } from '../settings-common';

/*
 * One review as the owner enters it (copied from Google, Facebook, a guest book, an email), shared by the
 * testimonials carousel and the rating badge. Every key is always present: '' means none, so the editor
 * and the database see one shape.
 */
export function reviewSchema(textMax: number) {
  return z.object({
    /** As the reviewer signs ("Maria G."). */
    author: requiredLine(60),
    /** Whole stars, 1 to 5. */
    rating: z.number().int().min(1).max(5),
    /** Plain text; line breaks kept. */
    text: text(textMax).min(1),
    /** When it was written (YYYY-MM-DD), or ''. */
    date: z.union([z.literal(''), isoDate()]),
    /** Where it was written ("Google", "Tripadvisor"), or ''. */
    source: line(40),
  });
}

export type ReviewSettings = z.infer<ReturnType<typeof reviewSchema>>;

/**
 * The editor's list of reviews (Content section). A kind's bounds (how many, how long) keep its settings
 * under the database's 32 KB per widget with every character at 3 bytes (CJK): each kind's tests check it.
 */
export function reviewListField(max: number, textMax: number): EditorField {
  return {
    type: 'list',
    key: 'reviews',
    label: 'Reviews',
    itemLabel: 'review',
    max,
    min: 1,
    fields: [
      { type: 'text', key: 'author', label: 'Name of the reviewer', max: 60, placeholder: 'Maria G.' },
      { type: 'number', key: 'rating', label: 'Stars', min: 1, max: 5, step: 1 },
      { type: 'text', key: 'text', label: 'Review', max: textMax, multiline: true },
      { type: 'date', key: 'date', label: 'Date', hint: 'Optional' },
      {
        type: 'text',
        key: 'source',
        label: 'Where it was posted',
        max: 40,
        placeholder: 'Google',
        hint: 'Optional',
      },
    ],
    newItem: () => ({ author: '', rating: 5, text: '', date: '', source: '' }),
  };
}
