/*
 * Controls the page answers by itself before its app has started (decision 028). A prerendered page whose
 * every control is one of these starts its app at the visitor's first interaction, not at load, so a
 * read-only visit runs no app at all; the tap that starts it is answered at once, by this file, which the
 * page's first script carries inline. The app then takes the control over as it is (opened or closed).
 *
 * Shared with the app as plain names: the app never imports the page's first script.
 */

/** Marks a control this file answers before the app has started; its value says how. */
export const EARLY_ANSWER = 'data-early';

/** A disclosure (`aria-expanded` and `aria-controls`): a press shows or hides the element it controls. */
export const EARLY_DISCLOSURE = 'disclosure';

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

/** Marks a group of disclosures of which one at a time is open (an accordion). */
export const EARLY_GROUP = 'data-early-group';

const EARLY_CONTROLS = `[${EARLY_ANSWER}="${EARLY_DISCLOSURE}"]:not([${APP_OWNED}])`;

/** The element a disclosure shows or hides, if the page holds it. */
function panelOf(control: Element): HTMLElement | null {
  const id = control.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

function setExpanded(control: Element, panel: HTMLElement, expanded: boolean) {
  control.setAttribute('aria-expanded', String(expanded));
  panel.hidden = !expanded;
}

/**
 * Answers a press on `control` if it is an early control the app has not taken over yet, and says whether
 * it did (then the press is the page's, not something to hold for the app).
 */
export function answerBeforeApp(control: Element): boolean {
  if (!control.matches(EARLY_CONTROLS)) return false;
  const panel = panelOf(control);
  if (!panel) return false;
  const opening = control.getAttribute('aria-expanded') !== 'true';
  // In a group, opening one closes the one that was open.
  if (opening)
    for (const other of control.closest(`[${EARLY_GROUP}]`)?.querySelectorAll(EARLY_CONTROLS) ?? []) {
      const otherPanel = panelOf(other);
      if (other !== control && otherPanel) setExpanded(other, otherPanel, false);
    }
  setExpanded(control, panel, opening);
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
 * Keys before the app has started, as the app's own controls answer them: Escape closes an open disclosure
 * that is not in a group (a menu); in a group the arrow keys, Home and End move between its headers.
 */
export function answerKeyBeforeApp(event: KeyboardEvent): void {
  if (event.key === 'Escape') {
    for (const control of document.querySelectorAll(`${EARLY_CONTROLS}[aria-expanded="true"]`)) {
      const panel = panelOf(control);
      if (panel && !control.closest(`[${EARLY_GROUP}]`)) setExpanded(control, panel, false);
    }
    return;
  }
  const control = event.target instanceof HTMLElement ? event.target : null;
  const group = control?.matches(EARLY_CONTROLS) ? control.closest(`[${EARLY_GROUP}]`) : null;
  if (!control || !group) return;
  const next = headerFor([...group.querySelectorAll<HTMLElement>(EARLY_CONTROLS)], control, event.key);
  if (!next) return;
  event.preventDefault();
  next.focus();
}
