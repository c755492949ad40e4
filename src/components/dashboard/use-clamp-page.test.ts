import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useClampPage } from './use-clamp-page';

const base = { pageSize: 25, pageIsEmpty: false, isPlaceholderData: false };

describe('useClampPage', () => {
  it('waits for the first answer instead of sending a reload on page 2 back to page 1', () => {
    const setPage = vi.fn();
    renderHook(() => useClampPage({ ...base, page: 2, total: undefined, setPage }));
    expect(setPage).not.toHaveBeenCalled();
  });

  it('steps back to the last page when the current one is past the end', () => {
    const setPage = vi.fn();
    renderHook(() => useClampPage({ ...base, page: 4, total: 30, setPage }));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('steps back one page when the current page came back empty', () => {
    const setPage = vi.fn();
    renderHook(() => useClampPage({ ...base, page: 2, total: 60, pageIsEmpty: true, setPage }));
    expect(setPage).toHaveBeenCalledWith(1);
  });

  it('leaves a valid page alone, and waits while the previous page is still shown', () => {
    const setPage = vi.fn();
    renderHook(() => useClampPage({ ...base, page: 2, total: 60, setPage }));
    renderHook(() => useClampPage({ ...base, page: 9, total: 60, isPlaceholderData: true, setPage }));
    expect(setPage).not.toHaveBeenCalled();
  });
});
