import * as React from 'react';
import {
  adoptedChoice,
  CHOICE_NAME,
  CHOICE_VALUE,
  chosenEarly,
  EARLY_ANSWER,
  EARLY_CHOICE,
  radioFor,
  SHOWN_FOR,
  takeOver,
} from '@/lib/first-paint/early-answers';
import { cn } from '@/lib/utils';

/*
 * A segmented control: one of a few values, as a radio group (the arrow keys move to the next value and
 * choose it; only the chosen one is in the tab order). The page answers it by itself before the app has
 * started (src/lib/first-paint/early-answers.ts, decision 029): content that differs per value is in the page
 * for every value, marked with `shownFor`, and a press shows the content for the value pressed. The app then
 * adopts the value the visitor chose.
 */

export type ChoiceOption<T extends string> = { value: T; label: React.ReactNode };

/**
 * Props for content that belongs to one value of the choice `name`: in the page for every value, shown for
 * the chosen one only. Spread onto the element that holds it.
 */
export function shownFor(name: string, value: string, chosen: string) {
  return { [SHOWN_FOR]: `${name}:${value}`, hidden: value !== chosen };
}

/**
 * The value the visitor chose on the page before the app started, while the app hydrates (so its first
 * render matches the page); undefined otherwise.
 */
export function chosenByPage<T extends string>(name: string, values: readonly T[]): T | undefined {
  if (typeof document === 'undefined' || !chosenEarly(name)) return undefined;
  const radio = document.querySelector(`[${CHOICE_NAME}="${name}"] [aria-checked="true"]`);
  const value = radio?.getAttribute(CHOICE_VALUE);
  return values.find((candidate) => candidate === value);
}

export function ChoiceGroup<T extends string>({
  name,
  label,
  value,
  options,
  onValueChange,
  className,
}: {
  /** Names the choice for its content (`shownFor`). */
  name: string;
  /** The group's accessible name. */
  label: string;
  value: T;
  options: readonly ChoiceOption<T>[];
  onValueChange: (value: T) => void;
  className?: string;
}) {
  const group = React.useRef<HTMLDivElement>(null);
  const adopt = React.useEffectEvent((chosen: string | null | undefined) => {
    const option = options.find((candidate) => candidate.value === chosen);
    if (option) onValueChange(option.value);
  });
  // In the commit that hydrates it, the app answers the radios from now on.
  React.useLayoutEffect(() => {
    group.current?.querySelectorAll('[role="radio"]').forEach(takeOver);
  }, []);
  // Then it adopts a value the visitor chose before it started (read again: a press may have come while
  // React hydrated), so whatever follows the choice catches up (the URL). After the commit, not in it: the
  // router writes the URL only once its own hooks have committed.
  React.useEffect(() => {
    if (!chosenEarly(name)) return;
    adoptedChoice(name);
    adopt(group.current?.querySelector('[aria-checked="true"]')?.getAttribute(CHOICE_VALUE));
  }, [name]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const radios = [...(group.current?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])];
    const next = radioFor(radios, event.currentTarget, event.key);
    const option = options.find((candidate) => candidate.value === next?.getAttribute(CHOICE_VALUE));
    if (!next || !option) return;
    event.preventDefault();
    next.focus();
    onValueChange(option.value);
  };

  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={label}
      {...{ [CHOICE_NAME]: name }}
      className={cn('inline-flex items-center gap-1 rounded-full border bg-muted p-1', className)}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            {...{ [EARLY_ANSWER]: EARLY_CHOICE, [CHOICE_VALUE]: option.value }}
            onClick={() => onValueChange(option.value)}
            onKeyDown={onKeyDown}
            className="inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-checked:bg-background aria-checked:text-foreground aria-checked:shadow"
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
