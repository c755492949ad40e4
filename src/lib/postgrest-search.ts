/**
 * A case-insensitive "contains any of these columns" filter for PostgREST's or=(), for dashboard search
 * boxes. LIKE's own wildcards (% _) and its escape are escaped so they match literally; the value is
 * double-quoted (with \ and " escaped) so commas and parentheses cannot break out of the filter.
 * PostgREST turns every * into %, so a typed * becomes _ (one character) rather than a wildcard run.
 */
export function containsAnyFilter(columns: ReadonlyArray<string>, search: string): string | undefined {
  const term = search.trim();
  if (term === '') return undefined;
  const like = term.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
  const pattern = `"*${like.replace(/[\\"]/g, (c) => `\\${c}`)}*"`;
  return columns.map((column) => `${column}.ilike.${pattern}`).join(',');
}
