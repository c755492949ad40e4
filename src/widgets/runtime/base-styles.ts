/**
 * The stylesheet every widget's shadow root adopts before its kind's own. The host element is the snippet's
 * placeholder div in someone else's page, so everything inheritable is set here, with !important: inside a
 * shadow root an important :host rule beats the page's important rules for the host (`div { color: red
 * !important }`), while the page's selectors never reach the elements inside. Sizes in px (a host page's
 * `html { font-size: 10px }` must not shrink a widget), the system font stack (a font declared in a shadow
 * root is not registered, and loading one costs the host page a request).
 * The host's box (margins, padding, width) is left as the page made it: changing it would move the page.
 * --lb-reserved is the fallback's height, kept as the host's min-height so that hiding the fallback for the
 * widget moves nothing on the page, and released when releasing it moves nothing either (runtime/reservation.ts).
 * The focus ring is two rings, dark outside and light inside, visible on any background the host page or the
 * owner picks. No comment inside the CSS: it would ship to every owner's page.
 */
export const BASE_STYLES = `
:host {
  display: block !important;
  box-sizing: border-box !important;
  min-height: var(--lb-reserved, 0px) !important;
  font: normal normal 400 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif !important;
  font-feature-settings: normal !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  color: #111827 !important;
  text-align: start !important;
  text-transform: none !important;
  text-indent: 0 !important;
  text-shadow: none !important;
  text-decoration: none !important;
  white-space: normal !important;
  word-break: normal !important;
  overflow-wrap: break-word !important;
  hyphens: manual !important;
  list-style: none !important;
  visibility: visible !important;
  cursor: auto !important;
  -webkit-text-size-adjust: 100%;
}
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 3px solid #111827; outline-offset: 2px; box-shadow: 0 0 0 2px #ffffff; }
.lb-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
}
`;
