// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterRowFilter, fetchAllByKeyset } from './keyset';

describe('afterRowFilter', () => {
  it('is "strictly after this row" over every order term, each in its own direction', () => {
    const order = [
      { column: 'full_name', ascending: true },
      { column: 'created_at', ascending: false },
      { column: 'id', ascending: true },
    ];
    expect(afterRowFilter(order, { full_name: 'Ann "A", (B)\\', created_at: '2026-11-20T10:00:00+00:00', id: 'x' })).toBe(
      'full_name.gt."Ann \\"A\\", (B)\\\\",' +
        'and(full_name.eq."Ann \\"A\\", (B)\\\\",created_at.lt."2026-11-20T10:00:00+00:00"),' +
        'and(full_name.eq."Ann \\"A\\", (B)\\\\",created_at.eq."2026-11-20T10:00:00+00:00",id.gt."x")',
    );
  });

  it('refuses a null order value, which no comparison would page past', () => {
    expect(() => afterRowFilter([{ column: 'a', ascending: true }], { a: null })).toThrow(/non-null/);
  });
});

describe('fetchAllByKeyset', () => {
  it('asks for each page after the last row of the one before, and stops at a short page', async () => {
    const pages = [[{ id: 1 }, { id: 2 }], [{ id: 3 }, { id: 4 }], [{ id: 5 }]];
    const asked: Array<string | undefined> = [];
    const rows = await fetchAllByKeyset([{ column: 'id', ascending: true }], 2, async (after) => {
      asked.push(after);
      return pages[asked.length - 1]!;
    });
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([undefined, 'id.gt."2"', 'id.gt."4"']);
  });
});
