// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileDateStamp, formatDateTime, formatLongDay, formatMonthDay } from './dates';

const OPTIONS = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
/** Instants across years, months, both halves of the day, midnight and noon, and DST changes. */
const INSTANTS = [
  Date.UTC(2025, 0, 5, 15, 7), Date.UTC(2024, 11, 31, 0, 0), Date.UTC(2024, 11, 31, 12, 0), Date.UTC(2026, 2, 8, 6, 59),
  Date.UTC(2026, 2, 8, 7, 1), Date.UTC(2026, 10, 1, 5, 30), Date.UTC(2026, 10, 1, 6, 30), Date.UTC(1999, 11, 31, 23, 59),
  ...Array.from({ length: 300 }, (_, i) => Date.UTC(2020, 0, 1) + i * 104_729_137),
];

// Node reads TZ afresh when it changes, so a stubbed zone is the viewer's zone for the Date getters.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatDateTime', () => {
  it('uses the en-US short month, day, year, hour and minute', () => {
    expect(formatDateTime('2025-01-05T15:07:00Z', 'UTC')).toBe('Jan 5, 2025, 3:07 PM');
    expect(formatDateTime('2024-12-31T00:00:00Z', 'UTC')).toBe('Dec 31, 2024, 12:00 AM');
  });

  it('shows the time in the given zone', () => {
    expect(formatDateTime('2025-01-05T15:07:00Z', 'America/New_York')).toBe('Jan 5, 2025, 10:07 AM');
  });

  it('writes the viewer\'s zone and UTC by hand exactly as Intl en-US does', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/London']) {
      vi.stubEnv('TZ', zone);
      for (const instant of INSTANTS) {
        const date = new Date(instant);
        expect(formatDateTime(date), `${zone} ${date.toISOString()}`).toBe(date.toLocaleString('en-US', OPTIONS));
        expect(formatDateTime(date, 'UTC')).toBe(date.toLocaleString('en-US', { ...OPTIONS, timeZone: 'UTC' }));
      }
    }
  });

  it('accepts a Date and returns an empty string for an invalid value', () => {
    expect(formatDateTime(new Date(Date.UTC(2025, 6, 4, 9, 30)), 'UTC')).toBe('Jul 4, 2025, 9:30 AM');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('calendar days', () => {
  it('writes an ISO day as Intl en-US does in UTC, in any viewer zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    for (const instant of INSTANTS) {
      const day = new Date(instant).toISOString().slice(0, 10);
      const date = new Date(`${day}T00:00:00Z`);
      expect(formatLongDay(day)).toBe(date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }));
      expect(formatMonthDay(day)).toBe(date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }));
    }
    expect(formatLongDay('2024-03-01')).toBe('March 1, 2024');
    expect(formatMonthDay('not a day')).toBe('not a day');
  });
});

describe('fileDateStamp', () => {
  it('pads month and day', () => {
    expect(fileDateStamp(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(fileDateStamp(new Date(2024, 10, 30))).toBe('2024-11-30');
  });
});
