// @vitest-environment node
import { containsAnyFilter } from './postgrest-search';

describe('containsAnyFilter', () => {
  it('is undefined for a blank search', () => {
    expect(containsAnyFilter(['a'], '   ')).toBeUndefined();
  });

  it('ORs a quoted contains pattern over each column', () => {
    expect(containsAnyFilter(['full_name', 'email'], ' maria ')).toBe('full_name.ilike."*maria*",email.ilike."*maria*"');
  });

  it('keeps wildcards, quotes, commas and parentheses literal', () => {
    expect(containsAnyFilter(['n'], '50%_off')).toBe('n.ilike."*50\\\\%\\\\_off*"');
    expect(containsAnyFilter(['n'], 'a"b,c)')).toBe('n.ilike."*a\\"b,c)*"');
    expect(containsAnyFilter(['n'], 'a*b')).toBe('n.ilike."*a_b*"');
  });
});
