import { describe, expect, it } from 'vitest';
import { fileDateStamp, formatDateTime } from './dates';

describe('formatDateTime', () => {
  it('uses the en-US short month, day, year, hour and minute', () => {
    expect(formatDateTime('2025-01-05T15:07:00Z', 'UTC')).toBe('Jan 5, 2025, 3:07 PM');
    expect(formatDateTime('2024-12-31T00:00:00Z', 'UTC')).toBe('Dec 31, 2024, 12:00 AM');
  });

  it('shows the time in the given zone', () => {
    expect(formatDateTime('2025-01-05T15:07:00Z', 'America/New_York')).toBe('Jan 5, 2025, 10:07 AM');
  });

  it('accepts a Date and returns an empty string for an invalid value', () => {
    expect(formatDateTime(new Date(Date.UTC(2025, 6, 4, 9, 30)), 'UTC')).toBe('Jul 4, 2025, 9:30 AM');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('fileDateStamp', () => {
  it('pads month and day', () => {
    expect(fileDateStamp(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(fileDateStamp(new Date(2024, 10, 30))).toBe('2024-11-30');
  });
});
