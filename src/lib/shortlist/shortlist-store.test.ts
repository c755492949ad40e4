import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getShortlist,
  parseShortlist,
  removeFromShortlist,
  SHORTLIST_KEY,
  SHORTLIST_MAX,
  toggleShortlist,
  useShortlist,
} from './shortlist-store';

afterEach(() => localStorage.clear());

describe('parseShortlist', () => {
  it.each<[string, string | null, number[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not an array', '{"ids":[14]}', []],
    ['strings, fractions, unknown and negative ids', '["14", 14.5, 57, -3, 0, 999, 15]', [15]],
    ['duplicates', '[14, 15, 14]', [14, 15]],
  ])('keeps only valid catalogue ids from %s', (_, raw, expected) => {
    expect(parseShortlist(raw)).toEqual(expected);
  });

  it(`keeps at most ${SHORTLIST_MAX}`, () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(parseShortlist(JSON.stringify(ids))).toEqual(ids.slice(0, SHORTLIST_MAX));
  });
});

describe('the store', () => {
  it('adds and removes, writing the versioned key', () => {
    expect(toggleShortlist(14)).toBe(true);
    expect(toggleShortlist(3)).toBe(true);
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)).toEqual([14, 3]);
    expect(toggleShortlist(14)).toBe(true);
    expect(getShortlist()).toEqual([3]);
    removeFromShortlist(3);
    expect(getShortlist()).toEqual([]);
  });

  it('refuses a 21st tool and ids outside the catalogue', () => {
    for (let id = 1; id <= SHORTLIST_MAX; id += 1) toggleShortlist(id);
    expect(toggleShortlist(30)).toBe(false);
    expect(getShortlist()).toHaveLength(SHORTLIST_MAX);
    localStorage.clear();
    expect(toggleShortlist(57)).toBe(false);
    expect(getShortlist()).toEqual([]);
  });

  it('returns the same array until the stored value changes', () => {
    toggleShortlist(14);
    const first = getShortlist();
    expect(getShortlist()).toBe(first);
    toggleShortlist(15);
    expect(getShortlist()).not.toBe(first);
  });

  it('re-renders on changes in this tab and in other tabs (storage event)', () => {
    const { result } = renderHook(() => useShortlist());
    expect(result.current).toEqual([]);
    act(() => void toggleShortlist(14));
    expect(result.current).toEqual([14]);
    act(() => {
      // Another tab wrote; this tab learns of it only through the storage event.
      localStorage.setItem(SHORTLIST_KEY, '[14,15,16]');
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY }));
    });
    expect(result.current).toEqual([14, 15, 16]);
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual([]);
  });
});
