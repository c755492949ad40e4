// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseColumnsParam, parseFilters, parseOrder, parseSelect, PostgrestParseError, splitTopLevel } from './parse-filter';

describe('PostgREST query parsing', () => {
  it('splits on commas outside quotes and parentheses', () => {
    expect(splitTopLevel('a.eq.1,b.ilike."x,y",or(c.eq.2,d.eq.3)')).toEqual(['a.eq.1', 'b.ilike."x,y"', 'or(c.eq.2,d.eq.3)']);
    expect(() => splitTopLevel('a.eq."open')).toThrow(PostgrestParseError);
  });

  it('parses column filters, negation, lists and nested logic', () => {
    const params = new URLSearchParams();
    params.append('select', '*');
    params.append('business_type', 'eq.salon');
    params.append('email', 'not.is.null');
    params.append('id', 'in.(a,"b,c")');
    params.append('or', '(business_name.ilike."*a\\"b*",and(goals.eq.x,not.or(email.eq.y)))');
    expect(parseFilters(params)).toEqual([
      { kind: 'condition', column: 'business_type', operator: 'eq', negate: false, value: 'salon' },
      { kind: 'condition', column: 'email', operator: 'is', negate: true, value: 'null' },
      { kind: 'condition', column: 'id', operator: 'in', negate: false, value: ['a', 'b,c'] },
      {
        kind: 'or',
        negate: false,
        items: [
          { kind: 'condition', column: 'business_name', operator: 'ilike', negate: false, value: '*a"b*' },
          {
            kind: 'and',
            negate: false,
            items: [
              { kind: 'condition', column: 'goals', operator: 'eq', negate: false, value: 'x' },
              { kind: 'or', negate: true, items: [{ kind: 'condition', column: 'email', operator: 'eq', negate: false, value: 'y' }] },
            ],
          },
        ],
      },
    ]);
  });

  it('refuses PostgREST operators it does not implement (PGRST127) apart from unknown ones (PGRST100)', () => {
    expect(() => parseFilters(new URLSearchParams('name=fts.x'))).toThrow(expect.objectContaining({ code: 'PGRST127' }));
    expect(() => parseFilters(new URLSearchParams('name=zz.x'))).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });

  it('parses order, select and insert column lists', () => {
    expect(parseOrder('created_at.desc,id.asc.nullslast')).toEqual([
      { column: 'created_at', ascending: false },
      { column: 'id', ascending: true, nulls: 'last' },
    ]);
    expect(parseSelect(null)).toBe('*');
    expect(parseSelect('id, email')).toEqual(['id', 'email']);
    expect(parseColumnsParam('"id","business_name"')).toEqual(['id', 'business_name']);
  });
});
