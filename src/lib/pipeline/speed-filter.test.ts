// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterRowFilter } from '@/lib/keyset';
import { pipelineOrder, sourceFilter } from './speed-filter';

describe('speed-to-lead list filters and order', () => {
  it('orders "Waiting longest" by waiting rows first, oldest first, then id; other sorts by column then id', () => {
    expect(pipelineOrder({ column: 'waiting', ascending: true })).toEqual([
      { column: 'awaiting_first_touch', ascending: false },
      { column: 'created_at', ascending: true },
      { column: 'id', ascending: true },
    ]);
    expect(pipelineOrder({ column: 'business_name', ascending: false })).toEqual([
      { column: 'business_name', ascending: false },
      { column: 'id', ascending: false },
    ]);
  });

  it('keeps the export keyset working on the waiting order (every term non-null)', () => {
    const order = pipelineOrder({ column: 'waiting', ascending: true });
    expect(afterRowFilter(order, { awaiting_first_touch: true, created_at: '2026-11-25T10:00:00Z', id: 'a' })).toBe(
      'awaiting_first_touch.lt."true",and(awaiting_first_touch.eq."true",created_at.gt."2026-11-25T10:00:00Z"),and(awaiting_first_touch.eq."true",created_at.eq."2026-11-25T10:00:00Z",id.gt."a")',
    );
  });

  it('matches the source in the UTM source or the referrer host, and nothing for an empty box', () => {
    expect(sourceFilter('google')).toBe('source_utm_source.ilike."*google*",source_referrer_host.ilike."*google*"');
    expect(sourceFilter('  ')).toBeUndefined();
    expect(sourceFilter(undefined)).toBeUndefined();
  });
});
