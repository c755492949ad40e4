import * as React from 'react';
import { cn } from '@/lib/utils';

/*
 * A choice of one among a few values as native radio inputs (decision 044): the browser checks them (a
 * press, the arrow keys; only the checked one is in the tab order) before the app has started as after.
 * Content that differs per value is in the page for every value, marked with `shownFor`; a rule of CSS
 * written beside the group (`ChoiceRules`) shows the content of the checked value only, so the page follows
 * the browser's state without any script. The app reads what the visitor checked when it starts
 * (`chosenInPage`).
 */

export type ChoiceOption<T extends string> = { value: T; label: React.ReactNode };

const SHOWN_FOR = 'data-shown-for';

/** Props for content that belongs to one value of the choice `name`: shown while that value is checked. */
export function shownFor(name: string, value: string) {
  return { [SHOWN_FOR]: `${name}:${value}` };
}

/**
 * Whether each radio was checked by the visitor rather than by the HTML, as first read. Hydrating a radio
 * marks the value React renders as its default, and React may render the page again before it commits (a
 * part of the page still loading): that second render must see what the first one saw, not the mark.
 */
const checkedByVisitor = new WeakMap<HTMLInputElement, boolean>();

/**
 * The value of the choice `name` the visitor checked in the page before the app started (one not checked
 * in the HTML), read while the app hydrates so its first render matches the page; undefined otherwise.
 */
export function chosenInPage<T extends string>(name: string, values: readonly T[]): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const radios = document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${name}"]`);
  const chosen = [...radios].find((radio) => {
    if (!checkedByVisitor.has(radio)) checkedByVisitor.set(radio, radio.checked && !radio.defaultChecked);
    return checkedByVisitor.get(radio);
  });
  return values.find((value) => value === chosen?.value);
}

/** Hides the content of each value of the choice `name` while another value is checked. */
export function ChoiceRules({ name, values }: { name: string; values: readonly string[] }) {
  const rules = values
    .map(
      (value) =>
        `:root:has(input[name="${name}"][value="${value}"]:not(:checked)) [${SHOWN_FOR}="${name}:${value}"]{display:none!important}`,
    )
    .join('');
  return <style>{rules}</style>;
}

/** One radio drawn as a segment or a tab: the input covers its label, which shows its state. */
export function ChoiceRadio<T extends string>({
  name,
  option,
  checked,
  onChoose,
  className,
  labelId,
}: {
  name: string;
  option: ChoiceOption<T>;
  checked: boolean;
  onChoose: (value: T) => void;
  className: string;
  labelId?: string;
}) {
  return (
    <label
      id={labelId}
      className={cn(
        'relative cursor-pointer text-muted-foreground transition-colors hover:text-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        onChange={() => onChoose(option.value)}
        className="absolute inset-0 cursor-pointer appearance-none rounded-[inherit] focus-visible:outline-none"
      />
      {option.label}
    </label>
  );
}

export function ChoiceGroup<T extends string>({
  name,
  label,
  value,
  options,
  onValueChange,
  className,
}: {
  /** Names the choice: its radios' name, and its content's (`shownFor`). Unique on the page. */
  name: string;
  /** The group's accessible name. */
  label: string;
  value: T;
  options: readonly ChoiceOption<T>[];
  onValueChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn('inline-flex items-center gap-1 rounded-full border bg-muted p-1', className)}
    >
      <ChoiceRules name={name} values={options.map((option) => option.value)} />
      {options.map((option) => (
        <ChoiceRadio
          key={option.value}
          name={name}
          option={option}
          checked={option.value === value}
          onChoose={onValueChange}
          className="inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold"
        />
      ))}
    </div>
  );
}
