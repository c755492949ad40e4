// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openStatus, statusText, upcomingClosures, type OpeningHours } from './opening-hours';
import { everyDay, openingHoursSchema } from './opening-hours-settings';

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const newYorkOffice: OpeningHours = {
  timeZone: 'America/New_York',
  timeFormat: '12h',
  intervals: everyDay(weekdays, '09:00', '17:00'),
  holidays: [{ date: '2026-12-25', label: 'Christmas Day' }],
};

const londonCafe: OpeningHours = {
  timeZone: 'Europe/London',
  timeFormat: '24h',
  intervals: everyDay(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '08:00', '20:00'),
  holidays: [],
};

/** What a visitor reads at an instant. */
const line = (hours: OpeningHours, iso: string, withVisitorClock?: boolean) =>
  statusText(openStatus(hours, new Date(iso)), hours, withVisitorClock);

describe('openStatus and statusText', () => {
  it('says when an open business closes, and when a closed one opens next', () => {
    expect(line(newYorkOffice, '2026-11-24T15:00:00Z')).toBe('Open now, closes at 5 PM'); // Tuesday 10 AM
    expect(line(newYorkOffice, '2026-11-24T12:00:00Z')).toBe('Closed, opens at 9 AM'); // Tuesday 7 AM
    expect(line(newYorkOffice, '2026-11-24T23:00:00Z')).toBe('Closed, opens tomorrow 9 AM'); // Tuesday 6 PM
    expect(line(newYorkOffice, '2026-11-27T23:00:00Z')).toBe('Closed, opens Monday 9 AM'); // Friday 6 PM
  });

  it('follows New York across the spring-forward weekend (EST to EDT)', () => {
    // Friday 6 March 2026, 6 PM EST. Clocks go forward on Sunday 8 March.
    const friday = openStatus(newYorkOffice, new Date('2026-03-06T23:00:00Z'));
    expect(statusText(friday, newYorkOffice)).toBe('Closed, opens Monday 9 AM');
    expect(!friday.open && friday.opensAt?.instant.toISOString()).toBe('2026-03-09T13:00:00.000Z'); // 9 AM EDT
    // Monday 9:30 AM EDT is 13:30 UTC: a fixed EST offset would call it 8:30 and closed.
    expect(line(newYorkOffice, '2026-03-09T13:30:00Z')).toBe('Open now, closes at 5 PM');
    expect(line(newYorkOffice, '2026-03-09T21:00:00Z')).toBe('Closed, opens tomorrow 9 AM'); // 5 PM EDT
  });

  it('follows London across the autumn change (BST to GMT)', () => {
    // Saturday 24 October 2026, 20:30 BST; on Sunday the clocks go back at 02:00.
    const saturday = openStatus(londonCafe, new Date('2026-10-24T19:30:00Z'));
    expect(statusText(saturday, londonCafe)).toBe('Closed, opens tomorrow 08:00');
    expect(!saturday.open && saturday.opensAt?.instant.toISOString()).toBe('2026-10-25T08:00:00.000Z'); // 08:00 GMT
    // Monday 07:30 UTC is 07:30 GMT: still closed (a BST offset would say 08:30 and open).
    expect(line(londonCafe, '2026-10-26T07:30:00Z')).toBe('Closed, opens at 08:00');
    expect(line(londonCafe, '2026-10-26T08:00:00Z')).toBe('Open now, closes at 20:00');
  });

  it('keeps a holiday closed and opens again after it', () => {
    // Friday 25 December 2026, 10 AM in New York; the weekend follows.
    expect(line(newYorkOffice, '2026-12-25T15:00:00Z')).toBe('Closed for Christmas Day, opens Monday 9 AM');
    // Thursday evening: Friday is skipped.
    expect(line(newYorkOffice, '2026-12-24T23:00:00Z')).toBe('Closed, opens Monday 9 AM');
    const unnamed = { ...newYorkOffice, holidays: [{ date: '2026-12-25', label: '' }] };
    expect(line(unnamed, '2026-12-25T15:00:00Z')).toBe('Closed today, opens Monday 9 AM');
  });

  it('lists closures from today on, soonest first', () => {
    const hours = {
      ...newYorkOffice,
      holidays: [
        { date: '2027-01-01', label: "New Year's Day" },
        { date: '2026-12-25', label: 'Christmas Day' },
        { date: '2026-07-04', label: 'Independence Day' },
      ],
    };
    expect(upcomingClosures(hours, new Date('2026-12-25T15:00:00Z')).map((h) => h.label)).toEqual([
      'Christmas Day',
      "New Year's Day",
    ]);
  });

  it('runs an overnight interval past midnight, even into a holiday', () => {
    const bar: OpeningHours = {
      timeZone: 'Europe/London',
      timeFormat: '12h',
      intervals: everyDay(['fri', 'sat'], '18:00', '02:00'),
      holidays: [{ date: '2026-11-28', label: 'Private event' }], // a Saturday
    };
    expect(line(bar, '2026-11-27T23:00:00Z')).toBe('Open now, closes at 2 AM'); // Friday 11 PM
    expect(line(bar, '2026-11-28T01:00:00Z')).toBe('Open now, closes at 2 AM'); // Saturday 1 AM: Friday's night goes on
    expect(line(bar, '2026-11-28T02:30:00Z')).toBe('Closed for Private event, opens Friday 6 PM'); // Saturday night cancelled
  });

  it('joins back-to-back intervals and knows the last one of the day', () => {
    const split: OpeningHours = {
      timeZone: 'Europe/Paris',
      timeFormat: '24h',
      intervals: [
        { day: 'tue', open: '09:00', close: '12:00' },
        { day: 'tue', open: '14:00', close: '24:00' },
        { day: 'wed', open: '00:00', close: '01:30' },
      ],
      holidays: [],
    };
    expect(line(split, '2026-11-24T11:30:00Z')).toBe('Closed, opens at 14:00'); // Tuesday 12:30 in Paris
    expect(line(split, '2026-11-24T22:00:00Z')).toBe('Open now, closes at 01:30'); // Tuesday 23:00
    expect(line(split, '2026-11-25T01:00:00Z')).toBe('Closed, opens Tuesday 09:00'); // Wednesday 02:00
    // A closing less than a day but more than 12 hours away, on the next day, names that day.
    const lateFriday = {
      ...londonCafe,
      timeFormat: '12h' as const,
      intervals: [
        { day: 'fri' as const, open: '08:00', close: '24:00' },
        { day: 'sat' as const, open: '00:00', close: '20:00' },
      ],
    };
    expect(line(lateFriday, '2026-11-27T22:00:00Z')).toBe('Open now, closes tomorrow 8 PM'); // Friday 10 PM
    const shift = { ...lateFriday, intervals: [{ day: 'fri' as const, open: '18:00', close: '18:00' }] };
    expect(line(shift, '2026-11-27T20:00:00Z')).toBe('Open now, closes tomorrow 6 PM'); // Friday 8 PM
    const tuesdays = { ...split, intervals: [{ day: 'tue' as const, open: '09:00', close: '12:00' }] };
    expect(line(tuesdays, '2026-11-24T12:00:00Z')).toBe('Closed, opens next Tuesday 09:00'); // Tuesday 13:00
  });

  it('says open 24 hours, names a distant day, and has nothing to promise without hours', () => {
    const always = {
      ...londonCafe,
      intervals: everyDay(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '00:00', '00:00'),
    };
    expect(line(always, '2026-11-24T03:00:00Z')).toBe('Open 24 hours');
    const weekend = {
      ...londonCafe,
      intervals: [
        { day: 'sat' as const, open: '00:00', close: '00:00' },
        { day: 'sun' as const, open: '00:00', close: '18:00' },
      ],
    };
    expect(line(weekend, '2026-11-28T09:00:00Z')).toBe('Open now, closes tomorrow 18:00');
    const seasonal = {
      ...londonCafe,
      intervals: [{ day: 'mon' as const, open: '10:00', close: '12:00' }],
      holidays: [{ date: '2026-11-30', label: 'Winter break' }],
    };
    expect(line(seasonal, '2026-11-24T09:00:00Z')).toBe('Closed, opens Monday, December 7, 10:00');
    expect(line({ ...londonCafe, intervals: [] }, '2026-11-24T09:00:00Z')).toBe('Closed');
  });
});

describe('a visitor in another time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gets the business’s own hours whatever their clock, with their time beside it', () => {
    // The visitor's machine: the browser's own zone, read from Date (never Intl).
    vi.stubEnv('TZ', 'Asia/Tokyo');
    // Tuesday 10 AM in New York is Wednesday midnight in Tokyo.
    expect(line(newYorkOffice, '2026-11-24T15:00:00Z', true)).toBe(
      'Open now, closes at 5 PM (Wednesday 7 AM your time)',
    );
    vi.stubEnv('TZ', 'Europe/London');
    // The business's tomorrow is the visitor's too, and their day is named with their time.
    expect(line(newYorkOffice, '2026-11-24T23:00:00Z', true)).toBe(
      'Closed, opens tomorrow 9 AM (Wednesday 2 PM your time)',
    );
    // Tuesday 6 PM in Los Angeles is already Wednesday 2 AM in London: the opening is later today there.
    const losAngelesOffice = { ...newYorkOffice, timeZone: 'America/Los_Angeles' };
    expect(line(losAngelesOffice, '2026-11-25T02:00:00Z', true)).toBe(
      'Closed, opens tomorrow 9 AM (Wednesday 5 PM your time)',
    );
    // Same clock, another name: nothing added.
    vi.stubEnv('TZ', 'America/Detroit');
    expect(line(newYorkOffice, '2026-11-24T15:00:00Z', true)).toBe('Open now, closes at 5 PM');
  });
});

describe('openingHoursSchema', () => {
  it('accepts overnight and midnight closings, refuses 24:00 as an opening and unbounded lists', () => {
    const ok = {
      timeZone: 'Europe/London',
      timeFormat: '12h',
      intervals: [
        { day: 'fri', open: '18:00', close: '02:00' },
        { day: 'sat', open: '10:00', close: '24:00' },
      ],
      holidays: [],
    };
    expect(openingHoursSchema.safeParse(ok).success).toBe(true);
    expect(
      openingHoursSchema.safeParse({ ...ok, intervals: [{ day: 'fri', open: '24:00', close: '02:00' }] })
        .success,
    ).toBe(false);
    expect(
      openingHoursSchema.safeParse({ ...ok, intervals: [{ day: 'friday', open: '09:00', close: '17:00' }] })
        .success,
    ).toBe(false);
    expect(
      openingHoursSchema.safeParse({
        ...ok,
        holidays: Array.from({ length: 31 }, () => ({ date: '2026-12-25', label: '' })),
      }).success,
    ).toBe(false);
    const json = JSON.stringify(z.toJSONSchema(openingHoursSchema));
    expect(json).toContain('"maxItems":28');
  });
});
