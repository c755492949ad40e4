import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import {
  EARLY_ANSWER,
  EARLY_DISCLOSURE,
  EARLY_GROUP,
  headerFor,
  takeOver,
} from '@/lib/first-paint/early-answers';
import { cn } from '@/lib/utils';

/*
 * An accordion as the spec has it (one item open at a time, collapsible; Home, End and the arrow keys move
 * between headers), written here rather than taken from Radix: Radix leaves a closed item's content out of
 * the page, and here every answer is in the prerendered HTML, hidden while closed. So the page opens an item
 * by itself before the app has started (src/lib/first-paint/early-answers.ts, decision 028), and the
 * answers are in the page for search engines and find-in-page alike.
 */

interface AccordionState {
  value: string;
  toggle: (value: string) => void;
}
const AccordionContext = React.createContext<AccordionState | null>(null);
const ItemContext = React.createContext<{
  open: boolean;
  triggerId: string;
  contentId: string;
  value: string;
} | null>(null);

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

const TRIGGER = 'data-accordion-trigger';
const ITEM_VALUE = 'data-value';

/** Arrow keys, Home and End move focus between the headers, wrapping around at the ends (as Radix does). */
function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  if (!(event.target instanceof HTMLElement) || !event.target.hasAttribute(TRIGGER)) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${TRIGGER}]`)];
  const next = headerFor(triggers, event.target, event.key);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The value of the item a header belongs to. */
function valueOf(trigger: Element): string {
  return trigger.closest(`[${ITEM_VALUE}]`)?.getAttribute(ITEM_VALUE) ?? '';
}

/** The value of the item open in the page (`''` when none is). */
function openIn(root: HTMLElement): string {
  const trigger = root.querySelector(`[${TRIGGER}][aria-expanded="true"]`);
  return trigger ? valueOf(trigger) : '';
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
  const id = React.useId();
  // Hydrating: the item the page opened before the app started (or closed), so the first render matches.
  const [value, setValue] = React.useState(() => {
    const root = typeof document === 'undefined' ? null : document.getElementById(id);
    return root ? openIn(root) : defaultValue;
  });
  const root = React.useRef<HTMLDivElement>(null);
  const toggle = React.useCallback((item: string) => setValue((open) => (open === item ? '' : item)), []);
  // In the commit that hydrates it, take the items over as the visitor left them (again: a press may have
  // come while React was hydrating), and from then on answer them here.
  React.useLayoutEffect(() => {
    let open = '';
    for (const trigger of root.current?.querySelectorAll(`[${TRIGGER}]`) ?? [])
      if (takeOver(trigger)) open = valueOf(trigger);
    // The DOM is the record of what the visitor did before the app ran (an external system): adopting it,
    // once, in the commit that hydrates, is the point here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValue(open);
  }, []);
  const state = React.useMemo(() => ({ value, toggle }), [value, toggle]);
  return (
    <AccordionContext.Provider value={state}>
      {/* Keys reach the headers inside; the group itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={root} id={id} className={className} onKeyDown={moveFocus} {...{ [EARLY_GROUP]: '' }}>
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
  const item = React.useMemo(
    () => ({
      open: accordion.value === value,
      triggerId: `${id}-trigger`,
      contentId: `${id}-content`,
      value,
    }),
    [accordion.value, value, id],
  );
  return (
    <ItemContext.Provider value={item}>
      <div className={cn('border-b', className)} {...{ [ITEM_VALUE]: value }}>
        {children}
      </div>
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
  const { toggle } = useAccordion();
  const { open, triggerId, contentId, value } = useItem();
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => toggle(value)}
        className={cn(
          'flex flex-1 items-center justify-between gap-4 rounded-sm py-4 text-left font-semibold transition-all hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&[aria-expanded=true]>svg]:rotate-180',
          className,
        )}
        {...{ [TRIGGER]: '', [EARLY_ANSWER]: EARLY_DISCLOSURE }}
      >
        {children}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform duration-200" />
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: React.ReactNode }) {
  const { open, triggerId, contentId } = useItem();
  return (
    <div
      id={contentId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!open}
      className="overflow-hidden text-sm"
    >
      <div className={cn('pb-4 pt-0 text-muted-foreground', className)}>{children}</div>
    </div>
  );
}
