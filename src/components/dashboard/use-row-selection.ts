import { useCallback, useMemo, useState } from 'react';

/**
 * Which rows of the visible page are ticked for a bulk action. Only ids on the current page count, so
 * a selection never reaches rows the user cannot see (after paging, filtering or an archive).
 */
export function useRowSelection(pageIds: ReadonlyArray<string>) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => pageIds.filter((id) => ticked.has(id)), [pageIds, ticked]);

  const toggle = useCallback((id: string, on: boolean) => {
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const togglePage = useCallback((on: boolean) => setTicked(on ? new Set(pageIds) : new Set()), [pageIds]);
  const clear = useCallback(() => setTicked(new Set()), []);

  return {
    selected,
    isSelected: (id: string) => ticked.has(id),
    allSelected: pageIds.length > 0 && selected.length === pageIds.length,
    someSelected: selected.length > 0 && selected.length < pageIds.length,
    toggle,
    togglePage,
    clear,
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
