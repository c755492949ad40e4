import type { WidgetKind } from '../kinds';

/**
 * The kinds that can float (fixed at an edge or a corner): the loader starts them as soon as it finds their
 * placeholder, not when it nears the viewport, since where the snippet was pasted (often the page's end)
 * says nothing about where they show. The rest start within a screen or so of being scrolled to.
 */
export const EAGER_KINDS = [
  'call-button',
  'whatsapp-button',
  'announcement-bar',
  'cookie-consent',
] as const satisfies readonly WidgetKind[];
