// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { speedFilterOf } from './speed-filter-of';

describe('speedFilterOf', () => {
  const me = '5a7f0000-0000-4000-8000-000000000001';
  it('filters "Mine" by the signed-in staff member, and never everyone while their id is unknown', () => {
    expect(speedFilterOf({ owner: 'mine', source: 'google' }, me)).toEqual({ ownerId: me, source: 'google' });
    expect(speedFilterOf({ owner: 'all', source: '' }, me)).toEqual({ ownerId: null, source: '' });
    expect(speedFilterOf({ owner: 'mine', source: '' }, null).ownerId).toMatch(/^0{8}-/);
  });
});
