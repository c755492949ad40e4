import { EARLY_ANSWER, EARLY_KINDS } from '../src/lib/first-paint/early-answers';
import {
  HYDRATE_AFTER_PAINT,
  HYDRATE_ON_INTERACTION,
  NEEDS_APP_ROLES,
  NEEDS_APP_TAGS,
  POPOVER_TARGET,
  type HydrateWhen,
} from '../src/lib/first-paint/hydrate-on-interaction';

/** An opening tag of a control that needs the app, in prerendered HTML (React escapes `>` in attributes). */
const CONTROL_TAG = new RegExp(
  `<(?:${NEEDS_APP_TAGS.join('|')})\\b[^>]*>|<[a-z][\\w-]*\\b[^>]*\\brole="(?:${NEEDS_APP_ROLES.join('|')})"[^>]*>`,
  'g',
);

/**
 * When a prerendered page (its body's HTML) starts its app, decided by the build (scripts/build-site.mjs
 * writes it on #root as data-hydrate): at the first interaction when the page answers every control on it
 * by itself (src/lib/first-paint/early-answers.ts) or the browser does (a popover's button); otherwise once
 * it has painted, so a control only the app answers is ready before it is reached. Content only the app
 * renders (a tool's live preview) starts it as well, when it comes on screen (decision 043).
 */
export function hydrateWhenFor(html: string): HydrateWhen {
  for (const [tag] of html.matchAll(CONTROL_TAG))
    if (!tag.toLowerCase().includes(`${POPOVER_TARGET}=`) && !EARLY_KINDS.some((kind) => tag.includes(`${EARLY_ANSWER}="${kind}"`)))
      return HYDRATE_AFTER_PAINT;
  return HYDRATE_ON_INTERACTION;
}
