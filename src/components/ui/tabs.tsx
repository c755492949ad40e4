import * as React from 'react';
import { chosenByPage, earlyOption, shownFor, useEarlyChoice } from './early-choice';

/*
 * Tabs: a tab list and one panel per tab, every panel in the page (hidden unless its tab is selected), so
 * the page answers a tab before the app has started (./early-choice.ts, decision 031) and find-in-page and
 * search engines see every panel. The arrow keys move to the next or previous tab and select it (automatic
 * activation, wrapping); only the selected tab is in the tab order, and Tab moves on into its panel.
 */

export type TabOption<T extends string> = { value: T; label: React.ReactNode };

export function Tabs<T extends string>({
  name,
  label,
  options,
  defaultValue,
  renderPanel,
  className,
}: {
  /** Names the choice (unique on the page): its panels are shown for it. */
  name: string;
  /** The tab list's accessible name. */
  label: string;
  options: readonly TabOption<T>[];
  defaultValue: T;
  renderPanel: (value: T) => React.ReactNode;
  className?: string;
}) {
  const values = options.map((option) => option.value);
  const [selected, setSelected] = React.useState<T>(() => chosenByPage(name, values) ?? defaultValue);
  const { group, onKeyDown } = useEarlyChoice(name, values, setSelected);
  const id = React.useId();
  const tabId = (value: T) => `${id}-tab-${value}`;
  const panelId = (value: T) => `${id}-panel-${value}`;
  return (
    <div className={className}>
      <div
        {...group}
        role="tablist"
        aria-label={label}
        className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {options.map((option) => {
          const active = option.value === selected;
          return (
            <button
              key={option.value}
              type="button"
              role="tab"
              id={tabId(option.value)}
              aria-selected={active}
              aria-controls={panelId(option.value)}
              tabIndex={active ? 0 : -1}
              {...earlyOption(option.value)}
              onClick={() => setSelected(option.value)}
              onKeyDown={onKeyDown}
              className="inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow"
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {options.map((option) => (
        <div
          key={option.value}
          role="tabpanel"
          id={panelId(option.value)}
          aria-labelledby={tabId(option.value)}
          // A panel is a tab stop, as the ARIA tabs pattern has it, so Tab from the tab list reaches its text.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          {...shownFor(name, option.value, selected)}
          className="mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {renderPanel(option.value)}
        </div>
      ))}
    </div>
  );
}
