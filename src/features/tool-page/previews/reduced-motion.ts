/**
 * Whether the visitor asked for less motion; previews that move (a count-up, a spinning wheel) then jump
 * straight to where they end. Previews render only in the browser, after hydration, so window is there.
 */
export const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
