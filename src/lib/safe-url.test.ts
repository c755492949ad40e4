// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('keeps http and https URLs', () => {
    expect(safeHttpUrl('https://bistro.example.com')).toBe('https://bistro.example.com/');
    expect(safeHttpUrl('http://example.com/menu?x=1')).toBe('http://example.com/menu?x=1');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'ftp://x.example',
    'bistro.example.com',
    '',
  ])('refuses %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });
});
