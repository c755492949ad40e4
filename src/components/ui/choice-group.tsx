import * as React from 'react';
import { cn } from '@/lib/utils';
import { earlyOption, useEarlyChoice } from './early-choice';

export { chosenByPage, shownFor } from './early-choice';

/*
 * A segmented control: one of a few values, as a radio group (the arrow keys move to the next value and
 * choose it; only the chosen one is in the tab order). The page answers it by itself before the app has
 * started (./early-choice.ts, decision 029): content that differs per value is in the page for every value,
 * marked with `shownFor`, and a press shows the content for the value pressed. The app then adopts the
 * value the visitor chose.
 */

export type ChoiceOption<T extends string> = { value: T; label: React.ReactNode };

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
  const values = options.map((option) => option.value);
  const { group, onKeyDown } = useEarlyChoice(name, values, onValueChange);
  return (
    <div
      {...group}
      role="radiogroup"
      aria-label={label}
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
            {...earlyOption(option.value)}
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
