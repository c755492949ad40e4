/*
 * Controls the page answers by itself before its app has started (decision 028). A prerendered page whose
 * every control is one of these starts its app at the visitor's first interaction, not at load, so a
 * read-only visit runs no app at all; the tap that starts it is answered at once, by this file, which the
 * page's first script carries inline. The app then takes the control over as it is (opened or closed).
 *
 * Shared with the app as plain names: the app never imports the page's first script.
 */
import { shortlistCountLabel, shortlistToggleLabel, toggleStoredShortlist } from '@/lib/shortlist/shortlist-key';

/** Marks a control this file answers before the app has started; its value says how. */
export const EARLY_ANSWER = 'data-early';

/** A disclosure (`aria-expanded` and `aria-controls`): a press shows or hides the element it controls. */
export const EARLY_DISCLOSURE = 'disclosure';

/**
 * A choice: a `role="radio"` in a `role="radiogroup"`, or a `role="tab"` in a `role="tablist"` (its value
 * in `data-value`; the group names the choice in `data-choice`). A press checks (selects) it and shows the
 * page's content for it: every element marked `data-shown-for="<choice>:<value>"` is shown for that value
 * and hidden for the others, so the page holds the content for each value (the pricing toggle's prices and
 * checkout links, a tool's install steps per platform).
 */
export const EARLY_CHOICE = 'choice';

/** A jump: a press brings the element named by `data-jump-to` into view and gives it focus. */
export const EARLY_JUMP = 'jump';

/**
 * A copy: a press puts the text of the element named by `data-copy-from` on the clipboard and says how that
 * went in the element named by `data-copy-status` (the button's `data-copied` or `data-copy-failed`).
 */
export const EARLY_COPY = 'copy';

/**
 * A shortlist toggle (`aria-pressed`, the tool's id in `data-tool-id`): a press adds the tool to the stored
 * shortlist or takes it off, and the page's shortlist counts (`data-shortlist-count`) follow. A full
 * shortlist is left to the app, which says so.
 */
export const EARLY_SHORTLIST = 'shortlist';

/** Every kind of early control, as the build's rule reads them (hydrate-on-interaction.ts). */
export const EARLY_KINDS = [EARLY_DISCLOSURE, EARLY_CHOICE, EARLY_JUMP, EARLY_COPY, EARLY_SHORTLIST] as const;

/** On a choice's radiogroup: the choice's name. */
export const CHOICE_NAME = 'data-choice';
/** On a choice's radio: the value it stands for. */
export const CHOICE_VALUE = 'data-value';
/** On content for one value of a choice: `<choice>:<value>`. */
export const SHOWN_FOR = 'data-shown-for';
/**
 * On <html> (outside what React renders, so hydration meets the attributes it rendered): the names of the
 * choices the visitor changed before the app started, for the app to adopt.
 */
const CHOSEN_EARLY = 'data-chosen-early';
/** On a jump: the id of the element it brings into view. */
export const JUMP_TO = 'data-jump-to';
/** On a copy: the id of the element whose text it copies, and of the status that tells how it went. */
export const COPY_FROM = 'data-copy-from';
export const COPY_STATUS = 'data-copy-status';
/** On a copy: what its status says once the text is on the clipboard, or when that failed. */
export const COPIED = 'data-copied';
export const COPY_FAILED = 'data-copy-failed';
/** On a shortlist toggle: the tool's id, and its name for the toggle's accessible name. */
export const TOOL_ID = 'data-tool-id';
export const TOOL_NAME = 'data-tool-name';
/** On each shortlist count the page shows (the navigation's). */
export const SHORTLIST_COUNT = 'data-shortlist-count';

/** Set by the app on a control it has taken over: from then on the app answers it, this file does not. */
export const APP_OWNED = 'data-app-owned';

/**
 * The app takes a control over, in the commit that hydrates it: from then on this file leaves it alone.
 * Says whether the visitor left it expanded, for the app to adopt.
 */
export function takeOver(control: Element): boolean {
  control.setAttribute(APP_OWNED, '');
  return control.getAttribute('aria-expanded') === 'true';
}

const EARLY_CONTROLS = `[${EARLY_ANSWER}="${EARLY_DISCLOSURE}"]:not([${APP_OWNED}])`;
const EARLY_CHOICES = `[${EARLY_ANSWER}="${EARLY_CHOICE}"]:not([${APP_OWNED}])`;

/** The element a disclosure shows or hides, if the page holds it. */
function panelOf(control: Element): HTMLElement | null {
  const id = control.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

function setExpanded(control: Element, panel: HTMLElement, expanded: boolean) {
  control.setAttribute('aria-expanded', String(expanded));
  panel.hidden = !expanded;
}

/** Shows the page's content for `value` of the choice `name`, and hides its content for the other values. */
export function showChoice(name: string, value: string): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${SHOWN_FOR}^="${name}:"]`))
    element.hidden = element.getAttribute(SHOWN_FOR) !== `${name}:${value}`;
}

/** The attribute that says which option of a choice is chosen: a tab is selected, a radio checked. */
export function chosenState(option: Element): 'aria-selected' | 'aria-checked' {
  return option.getAttribute('role') === 'tab' ? 'aria-selected' : 'aria-checked';
}

/** The chosen option of a choice's group (a radio or a tab). */
export const CHOSEN_OPTION = '[aria-checked="true"], [role="tab"][aria-selected="true"]';

/** Chooses `option` in its group (only the chosen one is in the tab order) and shows the content for it. */
function choose(option: Element): boolean {
  const group = option.closest(`[${CHOICE_NAME}]`);
  const name = group?.getAttribute(CHOICE_NAME);
  const value = option.getAttribute(CHOICE_VALUE);
  if (!group || !name || value === null) return false;
  for (const other of group.querySelectorAll(`[${EARLY_ANSWER}="${EARLY_CHOICE}"]`)) {
    other.setAttribute(chosenState(other), String(other === option));
    other.setAttribute('tabindex', other === option ? '0' : '-1');
  }
  const chosen = new Set(document.documentElement.getAttribute(CHOSEN_EARLY)?.split(' '));
  document.documentElement.setAttribute(CHOSEN_EARLY, [...chosen.add(name)].filter(Boolean).join(' '));
  showChoice(name, value);
  return true;
}

/** Whether the visitor changed the choice `name` before the app started (and the app has not adopted it). */
export function chosenEarly(name: string): boolean {
  return !!document.documentElement.getAttribute(CHOSEN_EARLY)?.split(' ').includes(name);
}

/** The app has adopted the choice `name`: from now on it is the app's. */
export function adoptedChoice(name: string): void {
  const rest =
    document.documentElement
      .getAttribute(CHOSEN_EARLY)
      ?.split(' ')
      .filter((n) => n !== name) ?? [];
  if (rest.length > 0) document.documentElement.setAttribute(CHOSEN_EARLY, rest.join(' '));
  else document.documentElement.removeAttribute(CHOSEN_EARLY);
}

/**
 * Brings `target` into view (smoothly unless the visitor asked for reduced motion) and gives it focus, so
 * the next Tab continues from there. The app's own jumps use it too.
 */
export function bringIntoView(target: HTMLElement): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** Copies the text a copy control names, and says in its status how that went (the clipboard is async). */
function copy(control: Element): boolean {
  const text = document.getElementById(control.getAttribute(COPY_FROM) ?? '')?.textContent;
  const status = document.getElementById(control.getAttribute(COPY_STATUS) ?? '');
  if (text == null || !status || !navigator.clipboard) return false;
  const say = (message: string | null) => {
    status.textContent = message ?? '';
  };
  navigator.clipboard.writeText(text).then(
    () => say(control.getAttribute(COPIED)),
    () => say(control.getAttribute(COPY_FAILED)),
  );
  return true;
}

/**
 * Adds a tool to the stored shortlist or takes it off, and shows it on the page: every toggle for the tool
 * and every shortlist count. Declines when the shortlist is full or cannot be stored (the app answers then).
 */
function toggleShortlistBeforeApp(control: Element): boolean {
  const id = Number(control.getAttribute(TOOL_ID));
  const ids = toggleStoredShortlist(id);
  if (!ids) return false;
  const added = ids.includes(id);
  for (const toggle of document.querySelectorAll(`[${EARLY_ANSWER}="${EARLY_SHORTLIST}"][${TOOL_ID}="${id}"]`)) {
    const name = toggle.getAttribute(TOOL_NAME);
    toggle.setAttribute('aria-pressed', String(added));
    toggle.setAttribute('aria-label', shortlistToggleLabel(name ?? '', added));
  }
  for (const count of document.querySelectorAll(`[${SHORTLIST_COUNT}]`)) {
    count.textContent = String(ids.length);
    count.closest('a')?.setAttribute('aria-label', shortlistCountLabel(ids.length));
  }
  return true;
}

/**
 * Answers a press on `control` if it is an early control the app has not taken over yet, and says whether
 * it did (then the press is the page's, not something to hold for the app).
 */
export function answerBeforeApp(control: Element): boolean {
  if (control.hasAttribute(APP_OWNED)) return false;
  const kind = control.getAttribute(EARLY_ANSWER);
  if (kind === EARLY_CHOICE) return choose(control);
  if (kind === EARLY_COPY) return copy(control);
  if (kind === EARLY_SHORTLIST) return toggleShortlistBeforeApp(control);
  if (kind === EARLY_JUMP) {
    const target = document.getElementById(control.getAttribute(JUMP_TO) ?? '');
    if (target) bringIntoView(target);
    return !!target;
  }
  if (kind !== EARLY_DISCLOSURE) return false;
  const panel = panelOf(control);
  if (!panel) return false;
  setExpanded(control, panel, control.getAttribute('aria-expanded') !== 'true');
  return true;
}

/**
 * Where a key moves focus among a group's headers (the arrow keys wrap around; Home and End go to the
 * ends), as the spec's accordions do; undefined for any other key. Shared with the app's accordion.
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

/**
 * Where an arrow key moves among a choice's radios (and checks it), wrapping around as native radio
 * buttons do; undefined for any other key. Shared with the app's choice group.
 */
export function radioFor<T>(radios: readonly T[], current: T, key: string): T | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return headerFor(radios, current, 'ArrowDown');
  if (key === 'ArrowLeft' || key === 'ArrowUp') return headerFor(radios, current, 'ArrowUp');
  return undefined;
}

/**
 * Keys before the app has started, as the app's own controls answer them: Escape closes an open disclosure
 * (a menu); in a choice the arrow keys move to the next or previous radio and check it.
 */
export function answerKeyBeforeApp(event: KeyboardEvent): void {
  if (event.key === 'Escape') {
    for (const control of document.querySelectorAll(`${EARLY_CONTROLS}[aria-expanded="true"]`)) {
      const panel = panelOf(control);
      if (panel) setExpanded(control, panel, false);
    }
    return;
  }
  const control = event.target instanceof HTMLElement ? event.target : null;
  if (control?.matches(EARLY_CHOICES)) {
    const options = [
      ...(control.closest(`[${CHOICE_NAME}]`)?.querySelectorAll<HTMLElement>(EARLY_CHOICES) ?? []),
    ];
    const next = radioFor(options, control, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
    choose(next);
  }
}
