import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';

type Typed = Record<string, string | string[]>;

/**
 * What the visitor has entered in a prerendered form before the app started: text that differs from
 * the page as served, and checked boxes and radio buttons, by field name. Null when the form is not on
 * the page (the app rendered it itself) or nothing was entered. Passwords count: they are the visitor's.
 */
export function readTypedFields(formId: string): Typed | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const typed: Typed = {};
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement) {
      if (!field.name || field.type === 'hidden') continue;
      if (field.type === 'checkbox') {
        const list = (typed[field.name] ??= []) as string[];
        if (field.checked) list.push(field.value);
      } else if (field.type === 'radio') {
        if (field.checked) typed[field.name] = field.value;
      } else if (field.value !== field.defaultValue) {
        typed[field.name] = field.value;
      }
    } else if (field instanceof HTMLTextAreaElement && field.name && field.value !== field.defaultValue) {
      typed[field.name] = field.value;
    } else if (field instanceof HTMLSelectElement && field.name) {
      const served =
        Array.from(field.options).find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;
      if (field.value !== served) typed[field.name] = field.value;
    }
  }
  for (const [name, value] of Object.entries(typed))
    if (Array.isArray(value) && value.length === 0) delete typed[name];
  return Object.keys(typed).length > 0 ? typed : null;
}

/**
 * A prerendered form on a page whose app starts on the visitor's first interaction
 * (docs/decisions/015-hydrate-on-interaction.md) can be typed into while the app loads. React keeps those
 * values as it hydrates, but react-hook-form then sets every field it takes over to its default. This
 * reads what was entered during the first render, before that happens, and gives it back to the form
 * once it is mounted (the fields still show it; only the form's state catches up). Only the listed fields
 * are restored (never the honeypot, which is not one of them). Call it after the component's `useWatch`:
 * effects run in order, and a watcher that subscribes after the values were set would miss them.
 */
export function useTypedBeforeStart<T extends FieldValues>(
  formId: string,
  fields: readonly Path<T>[],
  { setValue }: { setValue: UseFormSetValue<T> },
) {
  const [typed] = useState(() => readTypedFields(formId));
  useEffect(() => {
    if (!typed) return;
    for (const name of fields) {
      const value = typed[name];
      if (value !== undefined) setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // Once, after the first commit: `fields` is a constant of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, setValue]);
}
