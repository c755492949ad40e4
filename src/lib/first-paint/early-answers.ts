/*
 * The two controls the page's first script answers before the app has started, because they hold no state
 * of the page's (decision 048): Copy (the clipboard) and the shortlist toggle (whose truth is local
 * storage). The browser holds the rest (`<details name>`, popovers, radio inputs, in-page links).
 */
import { shortlistCountLabel, shortlistToggleLabel, toggleStoredShortlist } from '@/lib/shortlist/shortlist-key';

/** Marks a control this file answers before the app has started; its value says how. */
export const EARLY_ANSWER = 'data-early';

/** A copy: puts the text of the element named by COPY_FROM on the clipboard, and says how that went. */
export const EARLY_COPY = 'copy';
/** A shortlist toggle: adds the tool to the stored shortlist or takes it off (a full one is the app's). */
export const EARLY_SHORTLIST = 'shortlist';

/** Every kind of early control, as the build's rule reads them (hydrate-on-interaction.ts). */
export const EARLY_KINDS = [EARLY_COPY, EARLY_SHORTLIST] as const;

/** On a copy: the ids of the element it copies and of its status, and what the status says. */
export const COPY_FROM = 'data-copy-from';
export const COPY_STATUS = 'data-copy-status';
export const COPIED = 'data-copied';
export const COPY_FAILED = 'data-copy-failed';
/** On a shortlist toggle: the tool's id, and its name for the toggle's accessible name. */
export const TOOL_ID = 'data-tool-id';
export const TOOL_NAME = 'data-tool-name';
/** On each shortlist count the page shows (the navigation's). */
export const SHORTLIST_COUNT = 'data-shortlist-count';

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

/** Toggles a tool in the stored shortlist and shows it on the page; declines when that cannot be stored. */
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

/** Answers a press on `control` if it is an early control, and says whether it did (else it is recorded). */
export function answerBeforeApp(control: Element): boolean {
  const kind = control.getAttribute(EARLY_ANSWER);
  if (kind === EARLY_COPY) return copy(control);
  if (kind === EARLY_SHORTLIST) return toggleShortlistBeforeApp(control);
  return false;
}
