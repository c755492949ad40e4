// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clockLevel, formatMinutes, ownerName, responseClock } from './response-clock';

const arrived = '2026-11-25T10:00:00Z';
const at = (minutes: number) => Date.parse(arrived) + minutes * 60_000;

describe('the first-response clock', () => {
  it('words a wait in minutes, hours and days', () => {
    expect([0, 0.9, 1, 12, 59, 60, 125, 1439, 1440, 4 * 1440 + 30].map(formatMinutes)).toEqual([
      'under 1 min',
      'under 1 min',
      '1 min',
      '12 min',
      '59 min',
      '1 h',
      '2 h 5 min',
      '23 h 59 min',
      '1 d',
      '4 d',
    ]);
  });

  it('turns amber at the amber threshold and red at the red one', () => {
    const settings = { amber_minutes: 5, red_minutes: 30 };
    expect([4.99, 5, 29.99, 30, 600].map((m) => clockLevel(m, settings))).toEqual(['ok', 'amber', 'amber', 'red', 'red']);
    expect(clockLevel(9, { amber_minutes: 10, red_minutes: 60 })).toBe('ok');
  });

  it('runs from arrival while waiting, with the settings read from the database', () => {
    const row = { created_at: arrived, first_touch_at: null };
    expect(responseClock(row, at(12))).toEqual({ kind: 'waiting', minutes: 12, level: 'amber', text: 'Waiting 12 min' });
    expect(responseClock(row, at(12), { amber_minutes: 15, red_minutes: 20 })).toMatchObject({ level: 'ok' });
    expect(responseClock(row, at(90))).toMatchObject({ level: 'red', text: 'Waiting 1 h 30 min' });
    // A clock a little ahead of the server's never shows a negative wait.
    expect(responseClock(row, at(-1))).toMatchObject({ level: 'ok', text: 'Waiting under 1 min' });
  });

  it('stops at the first touch, whatever the time now', () => {
    const row = { created_at: arrived, first_touch_at: '2026-11-25T10:03:30Z' };
    expect(responseClock(row, at(500))).toEqual({ kind: 'answered', minutes: 3.5, text: 'Answered in 3 min' });
  });

  it("names an owner by their email's local part", () => {
    expect(ownerName('ann.able@agency.example')).toBe('ann.able');
    expect(ownerName('no-at-sign')).toBe('no-at-sign');
  });
});
