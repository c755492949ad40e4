// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDashboardParams, writeDashboardParams, type DashboardUrlConfig } from './dashboard-url-state';

const config: DashboardUrlConfig<'created_at' | 'name', 'a' | 'b'> = {
  sortColumns: ['created_at', 'name'],
  defaultSort: { column: 'created_at', ascending: false },
  filterValues: ['a', 'b'],
  filterParam: 'type',
  statusValues: ['new', 'won'],
};

describe('parseDashboardParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseDashboardParams(new URLSearchParams(), config)).toEqual({
      search: '',
      filter: 'all',
      status: 'all',
      archived: false,
      owner: 'all',
      source: '',
      page: 1,
      pageSize: 25,
      sort: { column: 'created_at', ascending: false },
    });
  });

  it('reads every parameter', () => {
    const params = new URLSearchParams('q=bistro&type=b&status=won&archived=1&owner=mine&source=google&page=3&size=100&sort=name&dir=asc');
    expect(parseDashboardParams(params, config)).toEqual({
      search: 'bistro',
      filter: 'b',
      status: 'won',
      archived: true,
      owner: 'mine',
      source: 'google',
      page: 3,
      pageSize: 100,
      sort: { column: 'name', ascending: true },
    });
  });

  it('ignores values it does not know', () => {
    const params = new URLSearchParams('type=zzz&status=lost&archived=yes&owner=theirs&page=-2&size=7&sort=email&dir=sideways');
    expect(parseDashboardParams(params, config)).toMatchObject({
      filter: 'all',
      status: 'all',
      archived: false,
      owner: 'all',
      page: 1,
      pageSize: 25,
      sort: { column: 'created_at', ascending: false },
    });
  });
});

describe('writeDashboardParams', () => {
  it('omits defaults and keeps unrelated parameters', () => {
    const written = writeDashboardParams(
      new URLSearchParams('utm=x&page=4'),
      { search: '', filter: 'all', status: 'all', archived: false, owner: 'all', source: '  ', page: 1, pageSize: 25, sort: { column: 'created_at', ascending: false } },
      config,
    );
    expect(written.toString()).toBe('utm=x');
  });

  it('round-trips a non-default state', () => {
    const state = {
      search: 'joe',
      filter: 'a' as const,
      status: 'new',
      archived: true,
      owner: 'mine' as const,
      source: 'newsletter',
      page: 2,
      pageSize: 50 as const,
      sort: { column: 'name' as const, ascending: true },
    };
    const written = writeDashboardParams(new URLSearchParams(), state, config);
    expect(parseDashboardParams(written, config)).toEqual(state);
  });
});
