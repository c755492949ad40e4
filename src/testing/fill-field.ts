import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text into a field the way a visitor pasting it would: a click, then one input event. For tests about
 * what a form does with a value, not about keystrokes: `user.type` re-renders the form once per character,
 * which made typing the slowest part of the form tests on two busy cores.
 */
export async function fillField(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
