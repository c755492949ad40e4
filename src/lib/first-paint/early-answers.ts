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
  if (control.getAttribute(EARLY_ANSWER) !== EARLY_DISCLOSURE || control.hasAttribute(APP_OWNED)) return false;
  const panel = panelOf(control);
  if (!panel) return false;
  setExpanded(control, panel, control.getAttribute('aria-expanded') !== 'true');
  return true;
}

/** Escape closes an open early disclosure the app has not taken over, as the app's own does. */
export function closeOnEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const open = document.querySelectorAll(`[${EARLY_ANSWER}="${EARLY_DISCLOSURE}"][aria-expanded="true"]`);
  for (const control of open) {
    const panel = panelOf(control);
    if (panel && !control.hasAttribute(APP_OWNED)) setExpanded(control, panel, false);
  }
}

/** The CSS selector of every control that needs nothing but this file before the app has started. */
export const EARLY_CONTROL = `[${EARLY_ANSWER}="${EARLY_DISCLOSURE}"]`;
