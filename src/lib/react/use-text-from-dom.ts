import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps a controlled text box's state in step with what the box holds in the page
 * (docs/decisions/043-how-a-page-starts.md). A prerendered box can be typed or pasted into before the app
 * has hydrated it, and React keeps that text on screen without telling the state; and a script that sets
 * `value` (autofill) hides its change from React's change event. So the box is read once the app has
 * committed (before anything renders again), and again on every `input` or `change` event, and its text is handed to `setText` when it
 * differs from `text`. Not read during the first render: the hydrated view must match the served HTML.
 */
export function useTextFromDom(id: string, text: string, setText: (text: string) => void): void {
  const current = useRef(text);
  useEffect(() => {
    current.current = text;
  }, [text]);
  // A layout effect: any later render of the box would set it back to the state's text.
  useLayoutEffect(() => {
    const box = document.getElementById(id);
    if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)) return;
    const sync = () => {
      if (box.value === current.current) return;
      current.current = box.value;
      setText(box.value);
    };
    sync();
    box.addEventListener('input', sync);
    box.addEventListener('change', sync);
    return () => {
      box.removeEventListener('input', sync);
      box.removeEventListener('change', sync);
    };
  }, [id, setText]);
}
