/**
 * Scrolls to an in-page section and moves keyboard focus to its heading, so screen-reader and keyboard
 * users land where sighted users are taken. Smooth unless the visitor prefers reduced motion.
 * Expects the heading's id to be `<sectionId>-heading`.
 */
export function scrollToSection(sectionId: string) {
  const section = document.getElementById(sectionId);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  const heading = document.getElementById(`${sectionId}-heading`);
  if (heading) {
    // The shared SectionHeading has no tabIndex prop; -1 makes it focusable without adding a tab stop.
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
}
