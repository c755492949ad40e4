import { useCallback, useEffect, useState } from 'react';

/**
 * A view state kept in the URL, shown at once when the visitor changes it (decision 043). Writing the URL
 * re-renders the whole router (navigation, footer, every section) in a transition, which on a slow phone
 * takes hundreds of milliseconds; the visitor's choice is shown by the screen's own render first, and the
 * URL's value takes over once it has caught up (or when it changes for another reason: Back, a link).
 * Returns the value to show and `show`, to call beside the URL write.
 */
export function useShownFirst<T>(fromUrl: T, chosenEarly?: T): [T, (value: T) => void] {
  // `chosenEarly`: a value the visitor chose before the app started (decision 046), shown from the first render.
  const [chosen, setChosen] = useState<{ value: T } | null>(() =>
    chosenEarly === undefined ? null : { value: chosenEarly },
  );
  const [seenUrl, setSeenUrl] = useState(fromUrl);
  // The URL moved: its value is what to show. (State adjusted during render, not in an effect.)
  if (!Object.is(seenUrl, fromUrl)) {
    setSeenUrl(fromUrl);
    setChosen(null);
  }
  // Back and forward make the URL the truth even when the URL write for the choice never rendered (a slow
  // phone, a quick Back): then the URL's value would look unchanged, and the choice would stay shown.
  useEffect(() => {
    const forget = () => setChosen(null);
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);
  const show = useCallback((value: T) => setChosen({ value }), []);
  return [chosen && Object.is(seenUrl, fromUrl) ? chosen.value : fromUrl, show];
}
