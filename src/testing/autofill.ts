import { act } from 'preact/test-utils';

/**
 * Fills fields the way a browser's or a password manager's autofill does: every field's value set and its
 * input event fired in one task, before the page can render again (inside one `act`, so the render comes
 * after all of them). Fields are found by the start of their label; answers each one's value after that
 * render, by the same labels.
 */
export function autofill(
  view: { getByLabelText(label: RegExp): HTMLElement },
  values: Record<string, string>,
): Record<string, string> {
  const fields = Object.entries(values).map(
    ([label, value]) =>
      [label, view.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement, value] as const,
  );
  act(() => {
    for (const [, field, value] of fields) {
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  return Object.fromEntries(fields.map(([label, field]) => [label, field.value]));
}
