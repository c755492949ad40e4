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
 * When a prerendered page (its body's HTML) starts its app, written on #root as data-hydrate by
 * scripts/build-site.mjs (decision 043): at the first interaction when the page or the browser answers every
 * control on it (src/lib/first-paint/early-answers.ts, a popover's button); otherwise once it has painted,
 * so a control only the app answers is ready before it is reached.
 */
export function hydrateWhenFor(html: string): HydrateWhen {
  for (const [tag] of html.matchAll(CONTROL_TAG))
    if (!tag.toLowerCase().includes(`${POPOVER_TARGET}=`) && !EARLY_KINDS.some((kind) => tag.includes(`${EARLY_ANSWER}="${kind}"`)))
      return HYDRATE_AFTER_PAINT;
  return HYDRATE_ON_INTERACTION;
}
