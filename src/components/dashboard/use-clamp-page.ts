import { useEffect } from 'react';

/**
 * After deletions (here or in another tab) the current page may be past the end: step back to the last
 * page that has rows. Waits while placeholder data (the previous page) is shown.
 */
export function useClampPage({
  page,
  pageSize,
  total,
  pageIsEmpty,
  isPlaceholderData,
  setPage,
}: {
  page: number;
  pageSize: number;
  total: number | undefined;
  pageIsEmpty: boolean;
  isPlaceholderData: boolean;
  setPage: (page: number) => void;
}) {
  useEffect(() => {
    // Nothing to judge before the first answer arrives (a reload on ?page=2 must stay on page 2).
    if (page === 1 || isPlaceholderData || total === undefined) return;
    const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
    if (page > lastPage) setPage(lastPage);
    else if (pageIsEmpty) setPage(page - 1);
  }, [total, pageIsEmpty, page, pageSize, setPage, isPlaceholderData]);
}
