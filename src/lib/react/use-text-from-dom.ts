import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps a controlled text box's state in step with what the box holds in the page (decision 043): text
 * typed before the app hydrated it, or set by a script without React's change event, reaches `setText` at
 * the first commit and on every `input` or `change`. Not read during the first render: the hydrated view
 * must match the served HTML.
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
