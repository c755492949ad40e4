import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

/*
 * An accordion of native `<details>` sharing a `name`: the browser keeps one item open at a time and
 * opens and closes them by itself, before the app has started as after (decision 044), so every answer
 * is in the prerendered HTML, for search engines and find-in-page alike. The app only reads which item
 * is open (from the page as it hydrates, then from each `toggle`) and adds what the browser does not:
 * Home, End and the arrow keys move between the questions.
 */

const AccordionContext = React.createContext<{
  name: string;
  value: string;
  onToggle: (value: string, open: boolean) => void;
} | null>(null);
const ItemContext = React.createContext<{ triggerId: string; contentId: string } | null>(null);

function useAccordion() {
  const context = React.useContext(AccordionContext);
  if (!context) throw new Error('Accordion parts belong inside <Accordion>');
  return context;
}
function useItem() {
  const context = React.useContext(ItemContext);
  if (!context) throw new Error('AccordionTrigger and AccordionContent belong inside <AccordionItem>');
  return context;
}

const ITEM_VALUE = 'data-value';

/**
 * Where a key moves focus among the questions (the arrow keys wrap around; Home and End go to the ends),
 * as the spec's accordions do; undefined for any other key.
 */
export function headerFor<T>(headers: readonly T[], current: T, key: string): T | undefined {
  const index = headers.indexOf(current);
  const last = headers.length - 1;
  if (key === 'ArrowDown') return headers[index === last ? 0 : index + 1];
  if (key === 'ArrowUp') return headers[index <= 0 ? last : index - 1];
  if (key === 'Home') return headers[0];
  if (key === 'End') return headers[last];
  return undefined;
}

function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  if (!(event.target instanceof HTMLElement) || event.target.localName !== 'summary') return;
  const summaries = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > details > summary')];
  const next = headerFor(summaries, event.target, event.key);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The item the visitor left open in the page before the app started (`''` for none), while hydrating. */
function openInPage(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const items = document.getElementsByName(name);
  if (items.length === 0) return undefined;
  const open = [...items].find((item) => item instanceof HTMLDetailsElement && item.open);
  return open?.getAttribute(ITEM_VALUE) ?? '';
}

/** One item open at a time (`defaultValue` opens one at first); the open one closes again when pressed. */
export function Accordion({
  defaultValue = '',
  className,
  children,
}: {
  defaultValue?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const name = React.useId();
  const [value, setValue] = React.useState(() => openInPage(name) ?? defaultValue);
  // The browser has already opened or closed the item: the state follows it, so a render never undoes it.
  const onToggle = React.useCallback(
    (item: string, open: boolean) => setValue((current) => (open ? item : current === item ? '' : current)),
    [],
  );
  const state = React.useMemo(() => ({ name, value, onToggle }), [name, value, onToggle]);
  return (
    <AccordionContext.Provider value={state}>
      {/* Keys reach the questions inside; the group itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={className} onKeyDown={moveFocus}>
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

export function AccordionItem({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: React.ReactNode;
}) {
  const accordion = useAccordion();
  const id = React.useId();
  const item = React.useMemo(() => ({ triggerId: `${id}-trigger`, contentId: `${id}-content` }), [id]);
  return (
    <ItemContext.Provider value={item}>
      <details
        name={accordion.name}
        open={accordion.value === value}
        onToggle={(event) => accordion.onToggle(value, event.currentTarget.open)}
        className={cn('group border-b', className)}
        {...{ [ITEM_VALUE]: value }}
      >
        {children}
      </details>
    </ItemContext.Provider>
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
}: {
  className?: string;
  children: React.ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const { triggerId } = useItem();
  const Heading = `h${headingLevel}` as const;
  return (
    <summary
      id={triggerId}
      className={cn(
        'flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-left font-semibold transition-all hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden',
        className,
      )}
    >
      <Heading>{children}</Heading>
      <ChevronDown
        aria-hidden="true"
        className="size-4 shrink-0 transition-transform duration-200 group-open:rotate-180"
      />
    </summary>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: React.ReactNode }) {
  const { triggerId, contentId } = useItem();
  return (
    <div id={contentId} role="region" aria-labelledby={triggerId} className="overflow-hidden text-sm">
      <div className={cn('pb-4 pt-0 text-muted-foreground', className)}>{children}</div>
    </div>
  );
}
