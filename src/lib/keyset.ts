/**
 * Keyset ("seek") paging for exports. OFFSET paging skips a row when one is inserted ahead of the
 * cursor between two pages, and repeats one when a row is deleted; asking for "the rows after the last
 * one I have, in this order" does neither. The order must end in a unique column (id), so each row has
 * exactly one place.
 */
export type KeysetTerm = { column: string; ascending: boolean };

/** A value quoted for PostgREST's logic trees (or=(...)): commas, dots and parentheses stay data. */
function quoted(value: unknown): string {
  if (value === null || value === undefined) throw new Error('Keyset paging needs non-null order columns');
  return `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * The PostgREST or=() filter for "strictly after `last` in this order": for an order (a, b, id) that is
 * a > x, or a = x and b > y, or a = x and b = y and id > z (with < for descending terms).
 */
export function afterRowFilter(order: ReadonlyArray<KeysetTerm>, last: Readonly<Record<string, unknown>>): string {
  return order
    .map((term, index) => {
      const equal = order.slice(0, index).map((t) => `${t.column}.eq.${quoted(last[t.column])}`);
      const beyond = `${term.column}.${term.ascending ? 'gt' : 'lt'}.${quoted(last[term.column])}`;
      return equal.length ? `and(${[...equal, beyond].join(',')})` : beyond;
    })
    .join(',');
}

/**
 * Every row of a query, page by page, each page starting after the previous page's last row.
 * `page(after)` runs the query (already filtered and ordered by `order`) with the extra or=() filter
 * when there is one, limited to `pageSize` rows.
 */
export async function fetchAllByKeyset<Row extends Record<string, unknown>>(
  order: ReadonlyArray<KeysetTerm>,
  pageSize: number,
  page: (after: string | undefined) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  let last: Row | undefined;
  for (;;) {
    const batch = await page(last ? afterRowFilter(order, last) : undefined);
    rows.push(...batch);
    if (batch.length < pageSize) return rows;
    last = batch[batch.length - 1];
  }
}
