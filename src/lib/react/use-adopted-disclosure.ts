import { useLayoutEffect, type RefObject } from 'react';
import { APP_OWNED } from '@/lib/first-paint/early-answers';

/**
 * Takes over a disclosure the page may have opened by itself before the app started
 * (src/lib/first-paint/early-answers.ts): in the commit that hydrates it, marks the control as the app's and
 * adopts the state the visitor left it in, so the next press closes what they opened.
 */
export function useAdoptedDisclosure(control: RefObject<HTMLElement | null>, setOpen: (open: boolean) => void) {
  useLayoutEffect(() => {
    const element = control.current;
    if (!element) return;
    element.setAttribute(APP_OWNED, '');
    if (element.getAttribute('aria-expanded') === 'true') setOpen(true);
  }, [control, setOpen]);
}
