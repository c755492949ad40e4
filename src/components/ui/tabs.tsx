import * as React from 'react';
import { chosenInPage, ChoiceRadio, ChoiceRules, shownFor, type ChoiceOption } from './choice-group';

/*
 * Tabs as a choice of native radio inputs (./choice-group.tsx, decision 044) and one panel per value, every
 * panel in the page and shown by CSS while its value is checked: the browser answers a tab before the app
 * has started, and find-in-page and search engines see every panel. The arrow keys move to the next or
 * previous value and check it, as radio buttons do; Tab moves on into the panel.
 */

export type TabOption<T extends string> = ChoiceOption<T>;

export function Tabs<T extends string>({
  name,
  label,
  options,
  defaultValue,
  renderPanel,
  className,
}: {
  /** Names the choice (unique on the page): its radios' name; its panels are shown for it. */
  name: string;
  /** The tab list's accessible name. */
  label: string;
  options: readonly TabOption<T>[];
  defaultValue: T;
  renderPanel: (value: T) => React.ReactNode;
  className?: string;
}) {
  const values = options.map((option) => option.value);
  const [selected, setSelected] = React.useState<T>(() => chosenInPage(name, values) ?? defaultValue);
  const id = React.useId();
  const labelId = (value: T) => `${id}-tab-${value}`;
  return (
    <div className={className}>
      <div role="radiogroup" aria-label={label} className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        <ChoiceRules name={name} values={values} />
        {options.map((option) => (
          <ChoiceRadio
            key={option.value}
            name={name}
            option={option}
            checked={option.value === selected}
            onChoose={setSelected}
            labelId={labelId(option.value)}
            className="inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold"
          />
        ))}
      </div>
      {options.map((option) => (
        <div
          key={option.value}
          role="region"
          aria-labelledby={labelId(option.value)}
          {...shownFor(name, option.value)}
          className="mt-4"
        >
          {renderPanel(option.value)}
        </div>
      ))}
    </div>
  );
}
