import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useShownFirst } from '@/lib/react/use-shown-first';
import { ALL_FILTER, parseDirectoryFilter, type DirectoryFilter } from '@/domain/catalogue/directory-filters';

/**
 * The directory's filter and search live in the URL (`/tools?category=Restaurants&q=review`) so a view can
 * be shared and Back restores it. Choosing a filter adds a history entry; typing replaces the current one,
 * so a search does not flood the history. The box keeps its own state so typing stays instant.
 */
export function useDirectoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // A chosen filter answers at once; the URL (which re-renders the whole router) follows.
  const [filter, showFilter] = useShownFirst(parseDirectoryFilter(searchParams.get('category')));
  const urlQuery = searchParams.get('q') ?? '';
  const location = useLocation();
  const navigationType = useNavigationType();
  const [query, setQueryState] = useState(urlQuery);
  const [seenKey, setSeenKey] = useState(location.key);

  // Back/forward changes the URL under us: follow it. Our own writes lag behind fast typing, so only a
  // POP navigation may overwrite what is in the box. (State adjusted during render, not in an effect.)
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP') setQueryState(urlQuery);
  }

  // The router's params are those of its last render, also in its updater form: two writes before it
  // renders again (a search and a filter the visitor gave before the app started, read and replayed as it
  // starts) would lose the first. So a write builds on the last one made since that render (the router's
  // params are the same object until its URL changes).
  const lastWrite = useRef<{ from: URLSearchParams; params: URLSearchParams } | null>(null);
  const update = useCallback(
    (next: { filter?: DirectoryFilter; query?: string }, replace: boolean) => {
      const since = lastWrite.current?.from === searchParams ? lastWrite.current.params : searchParams;
      const params = new URLSearchParams(since);
      if (next.filter !== undefined) {
        if (next.filter === ALL_FILTER) params.delete('category');
        else params.set('category', next.filter);
      }
      if (next.query !== undefined) {
        if (next.query) params.set('q', next.query);
        else params.delete('q');
      }
      lastWrite.current = { from: searchParams, params };
      setSearchParams(params, { replace });
    },
    [searchParams, setSearchParams],
  );

  const setQuery = useCallback(
    (value: string) => {
      setQueryState(value);
      update({ query: value }, true);
    },
    [update],
  );

  const setFilter = useCallback(
    (value: DirectoryFilter) => {
      showFilter(value);
      update({ filter: value }, false);
    },
    [update, showFilter],
  );

  const clear = useCallback(() => {
    setQueryState('');
    showFilter(ALL_FILTER);
    update({ filter: ALL_FILTER, query: '' }, false);
  }, [update, showFilter]);

  return { filter, query, setFilter, setQuery, clear };
}
