/**
 * SQL literals for test statements. The database tests talk to PostgreSQL 15 through psql, which has
 * no bind parameters, so test values are quoted here (standard_conforming_strings is on in both
 * engines: only the single quote needs doubling).
 */
export function literal(value: string | number | boolean | null | readonly string[]): string {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  return `array[${value.map((v) => literal(v)).join(', ')}]::text[]`;
}
