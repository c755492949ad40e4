import { useLayoutEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it mounts, for a heading that replaces a form or a step so the
 * change is announced. A layout effect, not a passive one: focus moves in the same commit that puts the
 * element on screen, so nothing (a screen reader, a fast key press, a test) ever sees it there unfocused.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return ref;
}
