/**
 * Parses the PostgREST query-string grammar that supabase-js produces for the filters we use:
 * `col=op.value`, `col=not.op.value`, `or=(a.op.v,b.op."quoted, value")`, nested `and(...)`/`or(...)`.
 * Only parsing happens here; the SQL is built (with parameters) in build-query.ts.
 */

import { notImplemented } from './postgrest-error';

export const FILTER_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in'] as const;
/** PostgREST's other operators: answered with PGRST127 here, not PGRST100 as an unknown one is. */
const UNIMPLEMENTED_OPERATORS = new Set(['match', 'imatch', 'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'isdistinct']);
/** Embedding, renaming, casts, JSON paths, spreads and aggregates: PostgREST reads them, the stand-in does not. */
const UNIMPLEMENTED_SYNTAX = /[(:!]|->|\.\.\./;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type Filter =
  | { kind: 'condition'; column: string; operator: FilterOperator; negate: boolean; value: string | string[] }
  | { kind: 'and' | 'or'; negate: boolean; items: Filter[] };

export class PostgrestParseError extends Error {
  readonly code = 'PGRST100';
  constructor(message: string) {
    super(message);
    this.name = 'PostgrestParseError';
  }
}

/** Splits on commas that are outside double quotes and parentheses. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted && ch === '\\') {
      current += ch + (input[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (!quoted && depth === 0 && ch === ',') {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0) throw new PostgrestParseError(`Unbalanced quotes or parentheses in "${input}"`);
  parts.push(current);
  return parts;
}

/** A value inside or=(...) or in.(...) may be double-quoted, with backslash escapes. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function parseList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) throw new PostgrestParseError(`Expected a list "(a,b)", got "${value}"`);
  const inner = value.slice(1, -1);
  return inner === '' ? [] : splitTopLevel(inner).map(unquote);
}

/** `op.value` or `not.op.value` (the right-hand side of `column=...`). */
export function parseOperation(column: string, expression: string, quotedValues: boolean): Filter {
  let negate = false;
  let rest = expression;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw new PostgrestParseError(`Missing operator in "${expression}"`);
  const operator = rest.slice(0, dot) as FilterOperator;
  const modifier = /^(\w+)\((any|all)\)$/.exec(operator);
  if (UNIMPLEMENTED_OPERATORS.has(operator) || modifier) throw notImplemented(`The operator "${operator}"`);
  if (!FILTER_OPERATORS.includes(operator)) throw new PostgrestParseError(`Unsupported operator "${operator}"`);
  const raw = rest.slice(dot + 1);
  const value = operator === 'in' ? parseList(raw) : quotedValues ? unquote(raw) : raw;
  return { kind: 'condition', column, operator, negate, value };
}

/** The inside of a logic tree: `(a.eq.1,or(b.eq.2,c.eq.3))`. */
export function parseLogic(kind: 'and' | 'or', negate: boolean, expression: string): Filter {
  if (!expression.startsWith('(') || !expression.endsWith(')')) {
    throw new PostgrestParseError(`Expected "(...)" after ${kind}, got "${expression}"`);
  }
  const items = splitTopLevel(expression.slice(1, -1)).map(parseLogicItem);
  return { kind, negate, items };
}

function parseLogicItem(item: string): Filter {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string);
  const dot = item.indexOf('.');
  if (dot < 0) throw new PostgrestParseError(`Malformed condition "${item}"`);
  return parseOperation(item.slice(0, dot), item.slice(dot + 1), true);
}

/** Query-string keys that are not column filters. */
export const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** Every filter in a query string (top-level conditions are AND-ed). */
export function parseFilters(params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) filters.push(parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), value));
    else filters.push(parseOperation(key, value, false));
  }
  return filters;
}

export type OrderTerm = { column: string; ascending: boolean; nulls?: 'first' | 'last' };

export function parseOrder(value: string | null): OrderTerm[] {
  if (!value) return [];
  return value.split(',').map((term) => {
    if (UNIMPLEMENTED_SYNTAX.test(term)) throw notImplemented(`The order term "${term}"`);
    const [column = '', ...modifiers] = term.split('.');
    const order: OrderTerm = { column, ascending: true };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.ascending = modifier === 'asc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') order.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw new PostgrestParseError(`Unsupported order modifier "${modifier}"`);
    }
    return order;
  });
}

/** `select=*` or a plain column list; embedding, renaming and casts are not supported. */
export function parseSelect(value: string | null): '*' | string[] {
  const cleaned = (value ?? '*').replace(/\s/g, '');
  if (cleaned === '' || cleaned === '*') return '*';
  const items = splitTopLevel(cleaned);
  const unimplemented = items.find((item) => UNIMPLEMENTED_SYNTAX.test(item));
  if (unimplemented !== undefined) throw notImplemented(`The select item "${unimplemented}"`);
  return items;
}

/** supabase-js sends insert column lists as `"a","b"`. */
export function parseColumnsParam(value: string | null): string[] | undefined {
  if (!value) return undefined;
  return splitTopLevel(value).map(unquote);
}
