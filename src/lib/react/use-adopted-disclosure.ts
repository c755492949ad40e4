import { useLayoutEffect, type RefObject } from 'react';
import { takeOver } from '@/lib/first-paint/early-answers';

/**
 * Whether the page opened the disclosure whose panel has this id before the app started
 * (src/lib/first-paint/early-answers.ts): read while hydrating, so the app's first render matches the page.
 */
export function openedByPage(panelId: string): boolean {
  return typeof document !== 'undefined' && document.getElementById(panelId)?.hidden === false;
}

/**
 * Takes over a disclosure the page may have opened by itself before the app started: in the commit that
 * hydrates it, marks the control as the app's and adopts the state the visitor left it in (again: a press
 * may have come while React was hydrating), so the next press closes what they opened.
 */
export function useAdoptedDisclosure(
  control: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
) {
  useLayoutEffect(() => {
    if (control.current) setOpen(takeOver(control.current));
  }, [control, setOpen]);
}
