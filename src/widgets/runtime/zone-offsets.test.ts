// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { openStatus, statusText, type OpeningHours } from '../shared/opening-hours';
import { intlOffset, knownOffset, provideZoneOffsets, zoneOffsetsOf, ZONE_OFFSETS_DAYS } from './zone-offsets';

const MINUTE = 60_000;
const DAY = 86_400_000;
const minutesAt = (zone: string) => (instant: number) => intlOffset(zone, instant) / MINUTE;

describe('zoneOffsetsOf', () => {
  it('finds each change of a zone to the minute, for the year ahead from the day before', () => {
    const now = Date.parse('2026-11-27T16:00:00Z');
    const offsets = zoneOffsetsOf(now, minutesAt('America/New_York'));
    expect(offsets.from).toBe(Date.parse('2026-11-26T00:00:00Z'));
    expect(offsets.until - offsets.from).toBe(ZONE_OFFSETS_DAYS * DAY);
    expect(offsets.changes).toEqual([
      [Date.parse('2026-11-26T00:00:00Z'), -300],
      [Date.parse('2027-03-14T07:00:00Z'), -240],
      [Date.parse('2027-11-07T06:00:00Z'), -300],
    ]);
    // The same all through a UTC day, so the settings read's ETag is too.
    expect(zoneOffsetsOf(Date.parse('2026-11-27T23:59:59Z'), minutesAt('America/New_York'))).toEqual(offsets);
  });

  it('agrees with Intl every few hours across the span, odd offsets and half-hour changes included', () => {
    const now = Date.parse('2026-11-27T16:00:00Z');
    for (const zone of ['Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Europe/London', 'UTC']) {
      const offsets = zoneOffsetsOf(now, minutesAt(zone));
      provideZoneOffsets({ [zone]: offsets });
      for (let at = offsets.from; at < offsets.until; at += 3 * 3_600_000 + 17 * MINUTE)
        expect(knownOffset(zone, at), `${zone} at ${new Date(at).toISOString()}`).toBe(intlOffset(zone, at));
      expect(knownOffset(zone, offsets.from - 1)).toBeNull();
      expect(knownOffset(zone, offsets.until)).toBeNull();
    }
  });

  it('ignores what is not offsets', () => {
    provideZoneOffsets({ 'Europe/Rome': { from: 0, until: 'soon', changes: [] }, 'Europe/Oslo': null });
    provideZoneOffsets('nonsense');
    expect(knownOffset('Europe/Rome', 1000)).toBeNull();
    expect(knownOffset('Europe/Oslo', 1000)).toBeNull();
  });
});

describe('opening hours with the offsets the settings read brought', () => {
  it('never calls Intl, and says what Intl would', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    const paris: OpeningHours = {
      timeZone: 'Europe/Paris',
      timeFormat: '24h',
      intervals: [{ day: 'tue', open: '09:00', close: '18:00' }],
      holidays: [],
    };
    // Worked out apart from the module's own formatters, as the Edge Function does.
    const offsetAt = (instant: number) => {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
        .formatToParts(new Date(instant))
        .find((part) => part.type === 'timeZoneName')?.value;
      const [, sign, hours, minutes] = /GMT([+-])(\d\d):(\d\d)/.exec(parts ?? '') ?? [];
      return sign ? (sign === '+' ? 1 : -1) * (Number(hours) * 60 + Number(minutes)) : 0;
    };
    provideZoneOffsets({ 'Europe/Paris': zoneOffsetsOf(now.getTime(), offsetAt) });
    vi.stubEnv('TZ', 'America/New_York');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(statusText(openStatus(paris, now), paris, true)).toBe('Open now, closes at 18:00 (12:00 your time)');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
