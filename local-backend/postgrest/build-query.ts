import { quoteIdent, type Catalogue } from './catalogue';
import { PostgrestParseError, type Filter, type OrderTerm } from './parse-filter';

/**
 * Builds parameterised SQL from parsed requests. Identifiers are checked against the catalogue and
 * quoted; every value travels as a bind parameter ($1, $2, ...), never inside the SQL text.
 */
export class SqlBuilder {
  readonly params: unknown[] = [];
  constructor(
    private readonly catalogue: Catalogue,
    readonly table: string,
  ) {
    if (!catalogue.tables.has(table)) throw new UnknownRelationError(table);
  }

  /** A validated, quoted column name of this table. */
  column(name: string): string {
    if (!this.catalogue.tables.get(this.table)?.has(name)) throw new UnknownColumnError(this.table, name);
    return quoteIdent(name);
  }

  get relation(): string {
    return `public.${quoteIdent(this.table)}`;
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  selectList(columns: '*' | string[]): string {
    return columns === '*' ? '*' : columns.map((c) => this.column(c)).join(', ');
  }

  where(filters: Filter[]): string {
    if (filters.length === 0) return '';
    return ` where ${filters.map((f) => this.condition(f)).join(' and ')}`;
  }

  orderBy(terms: OrderTerm[]): string {
    if (terms.length === 0) return '';
    const sql = terms.map((t) => {
      const nulls = t.nulls ? ` nulls ${t.nulls}` : '';
      return `${this.column(t.column)} ${t.ascending ? 'asc' : 'desc'}${nulls}`;
    });
    return ` order by ${sql.join(', ')}`;
  }

  private condition(filter: Filter): string {
    if (filter.kind !== 'condition') {
      const joined = filter.items.map((f) => this.condition(f)).join(` ${filter.kind} `);
      return `${filter.negate ? 'not ' : ''}(${joined})`;
    }
    const column = this.column(filter.column);
    const sql = this.comparison(column, filter);
    return filter.negate ? `not (${sql})` : sql;
  }

  private comparison(column: string, filter: Extract<Filter, { kind: 'condition' }>): string {
    const { operator, value } = filter;
    if (operator === 'in') {
      if (!Array.isArray(value)) throw new PostgrestParseError('in. needs a list');
      return `${column}::text = any(${this.param(value)}::text[])`;
    }
    if (Array.isArray(value)) throw new PostgrestParseError(`${operator}. takes one value`);
    switch (operator) {
      case 'is': {
        const literal = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[value.toLowerCase()];
        if (!literal) throw new PostgrestParseError(`is. takes null, true, false or unknown, got "${value}"`);
        return `${column} is ${literal}`;
      }
      case 'like':
      case 'ilike':
        // PostgREST uses * as the wildcard so that % need not be URL-encoded.
        return `${column}::text ${operator} ${this.param(value.replace(/\*/g, '%'))}`;
      default: {
        const sqlOperator = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[operator];
        return `${column} ${sqlOperator} ${this.param(value)}`;
      }
    }
  }
}

export class UnknownRelationError extends Error {
  readonly code = 'PGRST205';
  constructor(readonly relation: string) {
    super(`Could not find the table 'public.${relation}' in the schema cache`);
  }
}

export class UnknownColumnError extends Error {
  readonly code = 'PGRST204';
  constructor(table: string, column: string) {
    super(`Could not find the '${column}' column of '${table}' in the schema cache`);
  }
}

export class UnknownFunctionError extends Error {
  readonly code = 'PGRST202';
  constructor(name: string) {
    super(`Could not find the function public.${name} in the schema cache`);
  }
}
