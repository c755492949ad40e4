import { useCallback, useRef, type RefObject } from 'react';

/**
 * Where focus goes when a delete dialog closes: back to the row's delete button after Cancel (the
 * dialog's default), but to the table's heading after a delete, because that row and its button are gone.
 * Call `deleted()` on success, and pass `onCloseAutoFocus` to the dialog.
 */
export function useFocusAfterDelete(headingRef: RefObject<HTMLElement | null>) {
  const justDeleted = useRef(false);
  const deleted = useCallback(() => {
    justDeleted.current = true;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      if (!justDeleted.current) return;
      justDeleted.current = false;
      event.preventDefault();
      headingRef.current?.focus();
    },
    [headingRef],
  );
  return { deleted, onCloseAutoFocus };
}
