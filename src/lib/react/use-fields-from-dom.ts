import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

type Entered = Record<string, string | string[]>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/** The named fields of a form on the page, or none when it is not there. */
function fieldsOf(formId: string): Field[] {
  // Never on the server (prerendering), where neither the document nor its classes exist.
  if (typeof document === 'undefined') return [];
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  return Array.from(form.elements).filter(
    (element): element is Field => isField(element) && Boolean(element.name) && element.type !== 'hidden',
  );
}

/** What one field holds: checked boxes as a list, the checked radio button's value, or the text. */
function valueOf(fields: Field[], name: string): string | string[] {
  const named = fields.filter((field) => field.name === name);
  const first = named[0];
  if (first instanceof HTMLInputElement && first.type === 'checkbox')
    return named.filter((box) => (box as HTMLInputElement).checked).map((box) => box.value);
  if (first instanceof HTMLInputElement && first.type === 'radio')
    return named.find((radio) => (radio as HTMLInputElement).checked)?.value ?? '';
  return first?.value ?? '';
}

/** Whether a field holds something other than what the page was served with. */
function entered(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked;
  if (field instanceof HTMLSelectElement) {
    const served =
      Array.from(field.options).find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;
    return field.value !== served;
  }
  return field.value !== field.defaultValue;
}

/**
 * What the visitor has entered in a form on the page: fields that hold something other than what the
 * page was served with, by name. Null when the form is not on the page or nothing was entered. Passwords
 * count: they are the visitor's.
 */
export function readEnteredFields(formId: string): Entered | null {
  const fields = fieldsOf(formId);
  const result: Entered = {};
  for (const field of fields)
    if (entered(field) && !(field.name in result)) result[field.name] = valueOf(fields, field.name);
  return Object.keys(result).length > 0 ? result : null;
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item) => b.includes(item))
    : (a ?? '') === b;

/** Events after which the fields may hold something the form has not been told (see below). */
const SYNC_EVENTS = ['input', 'change', 'focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

/**
 * Keeps a react-hook-form form in step with what its fields hold in the page, whoever put it there
 * (decision 043): a prerendered form can be filled before the app has hydrated it, and an autofill script
 * setting `value` sends React no change event. What was entered before the start is read at the first
 * render and again at commit, and given to the form; afterwards an `input` or `change` in the form, or a
 * pointer or focus coming into it, reads the fields again; the returned `sync` reads them at once (call it
 * first in the submit handler). Only the listed fields are read (never the honeypot). Call it after the
 * component's `useWatch`: effects run in order, and a watcher that subscribes later would miss the values.
 */
export function useFieldsFromDom<T extends FieldValues>(
  formId: string,
  names: readonly Path<T>[],
  { setValue, getValues }: { setValue: UseFormSetValue<T>; getValues: UseFormGetValues<T> },
): () => void {
  // Read during the first render, before the form library takes over the fields.
  const [enteredAtStart] = useState(() => readEnteredFields(formId));
  // What this hook has told the form, by field.
  const told = useRef<Entered>({});

  const tell = useCallback(
    (name: Path<T>, value: string | string[]) => {
      // react-hook-form takes a field edited before it was ready from the field itself without telling its
      // watchers (useWatch), and setValue tells them only of a change: so a value it already holds, and
      // that this hook has not told it, goes through the empty one first. Both happen before the next paint.
      const empty = Array.isArray(value) ? value.length === 0 : value === '';
      if (sameValue(getValues(name), value) && !empty && !sameValue(told.current[name], value))
        setValue(name, (Array.isArray(value) ? [] : '') as PathValue<T, Path<T>>);
      if (!sameValue(getValues(name), value))
        setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
      told.current[name] = value;
    },
    [getValues, setValue],
  );

  const sync = useCallback(() => {
    const fields = fieldsOf(formId);
    for (const name of names) {
      const named = fields.filter((field) => field.name === name);
      if (named.length === 0) continue;
      const value = valueOf(fields, name);
      // A visitor cannot clear a radio group: none checked means a render has not caught up with the
      // form yet (or put the group back), never an answer to take away.
      if (value === '' && named.every((field) => field instanceof HTMLInputElement && field.type === 'radio'))
        continue;
      tell(name, value);
    }
    // `names` is a constant of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, tell]);

  // What the fields hold at the first commit, before a render of a controlled field (the builder's cards)
  // sets it back; merged with what was read before the form library reset some fields (radio buttons).
  const enteredAtCommit = useRef<Entered | null>(null);
  useLayoutEffect(() => {
    enteredAtCommit.current = { ...enteredAtStart, ...readEnteredFields(formId) };
    // Once, after the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Given to the form in a passive effect, after react-hook-form's own (which mounts the form: until
  // then, what it is told does not reach its watchers).
  useEffect(() => {
    const adopted = enteredAtCommit.current ?? {};
    for (const name of names) if (adopted[name] !== undefined) tell(name, adopted[name]);
    const form = document.getElementById(formId);
    if (!form) return;
    // Listened for on the document, so React (listening on the app's root, inside it) has handled the
    // event first: a field's own change (and its validation) goes through react-hook-form as usual.
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && form.contains(event.target)) sync();
    };
    for (const type of SYNC_EVENTS) document.addEventListener(type, onEvent, { passive: true });
    return () => {
      for (const type of SYNC_EVENTS) document.removeEventListener(type, onEvent);
    };
    // Once, after the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, sync]);

  return sync;
}
