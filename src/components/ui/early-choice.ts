import * as React from 'react';
import {
  adoptedChoice,
  CHOICE_NAME,
  CHOICE_VALUE,
  CHOSEN_OPTION,
  chosenEarly,
  EARLY_ANSWER,
  EARLY_CHOICE,
  radioFor,
  SHOWN_FOR,
  takeOver,
} from '@/lib/first-paint/early-answers';

/*
 * A choice the page answers by itself before the app has started (src/lib/first-paint/early-answers.ts,
 * decisions 029 and 031): a radio group (ChoiceGroup) or a tab list (Tabs). Content that differs per value
 * is in the page for every value, marked with `shownFor`, and a press shows the content for the value
 * pressed. The app then adopts the value the visitor chose.
 */

/**
 * Props for content that belongs to one value of the choice `name`: in the page for every value, shown for
 * the chosen one only. Spread onto the element that holds it.
 */
export function shownFor(name: string, value: string, chosen: string) {
  return { [SHOWN_FOR]: `${name}:${value}`, hidden: value !== chosen };
}

/** Props for one option of an early choice (a radio or a tab): the page's first script answers it. */
export const earlyOption = (value: string) => ({ [EARLY_ANSWER]: EARLY_CHOICE, [CHOICE_VALUE]: value });

/**
 * The value the visitor chose on the page before the app started, while the app hydrates (so its first
 * render matches the page); undefined otherwise.
 */
export function chosenByPage<T extends string>(name: string, values: readonly T[]): T | undefined {
  if (typeof document === 'undefined' || !chosenEarly(name)) return undefined;
  const option = document.querySelector(`[${CHOICE_NAME}="${name}"]`)?.querySelector(CHOSEN_OPTION);
  const value = option?.getAttribute(CHOICE_VALUE);
  return values.find((candidate) => candidate === value);
}

/**
 * The app's side of an early choice: its group takes the options over in the commit that hydrates it, then
 * adopts a value the visitor chose before the app started; the arrow keys move to the next or previous
 * option and choose it, wrapping around. Spread `group` on the element named by `data-choice`.
 */
export function useEarlyChoice<T extends string>(
  name: string,
  values: readonly T[],
  onValueChange: (value: T) => void,
) {
  const group = React.useRef<HTMLDivElement>(null);
  const options = () => [
    ...(group.current?.querySelectorAll<HTMLElement>(`[${EARLY_ANSWER}="${EARLY_CHOICE}"]`) ?? []),
  ];
  const valueOf = (option: Element | null | undefined) =>
    values.find((candidate) => candidate === option?.getAttribute(CHOICE_VALUE));
  const adopt = React.useEffectEvent((option: Element | null | undefined) => {
    const value = valueOf(option);
    if (value !== undefined) onValueChange(value);
  });
  // In the commit that hydrates it, the app answers the options from now on.
  React.useLayoutEffect(() => {
    options().forEach(takeOver);
  }, []);
  // Then it adopts a value the visitor chose before it started (read again: a press may have come while
  // React hydrated), so whatever follows the choice catches up (the URL). After the commit, not in it: the
  // router writes the URL only once its own hooks have committed.
  React.useEffect(() => {
    if (!chosenEarly(name)) return;
    adoptedChoice(name);
    adopt(group.current?.querySelector(CHOSEN_OPTION));
  }, [name]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const next = radioFor(options(), event.currentTarget, event.key);
    const value = valueOf(next);
    if (!next || value === undefined) return;
    event.preventDefault();
    next.focus();
    onValueChange(value);
  };
  return { group: { ref: group, [CHOICE_NAME]: name }, onKeyDown };
}
