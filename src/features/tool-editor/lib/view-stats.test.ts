// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_STATS, installHint, viewStats, VIEW_DAYS } from './view-stats';

const today = '2026-11-27';

describe('viewStats', () => {
  it('sums shards and hosts per day, fills the 30 days, and ranks the hosts', () => {
    const stats = viewStats(
      [
        { widgetId: 'a', day: '2026-11-27', host: 'bistro.example', views: 3 },
        { widgetId: 'a', day: '2026-11-27', host: 'bistro.example', views: 2 },
        { widgetId: 'a', day: '2026-11-26', host: 'www.bistro.example', views: 7 },
        { widgetId: 'a', day: '2026-10-28', host: 'bistro.example', views: 1 },
        { widgetId: 'a', day: '2026-10-27', host: 'old.example', views: 100 },
        { widgetId: 'b', day: '2026-11-01', host: 'salon.example', views: 4 },
      ],
      today,
    ).get('a');
    expect(stats?.days).toHaveLength(VIEW_DAYS);
    expect(stats?.days[0]).toEqual({ day: '2026-10-29', views: 0, submissions: 0 });
    expect(stats?.days.at(-1)).toEqual({ day: today, views: 5, submissions: 0 });
    expect(stats?.days.at(-2)).toEqual({ day: '2026-11-26', views: 7, submissions: 0 });
    // Before the 30 days: left out.
    expect(stats?.total).toBe(12);
    expect(stats?.hosts).toEqual([
      { host: 'www.bistro.example', views: 7 },
      { host: 'bistro.example', views: 5 },
    ]);
    expect(stats?.lastSeen).toBe(today);
    expect(stats?.submissions).toBe(0);
  });

  it('puts what visitors sent beside the views of each day, also for a widget with no views', () => {
    const stats = viewStats(
      [{ widgetId: 'a', day: '2026-11-26', host: 'bistro.example', views: 9 }],
      today,
      [
        { widgetId: 'a', day: '2026-11-26', submissions: 2 },
        { widgetId: 'a', day: today, submissions: 1 },
        { widgetId: 'a', day: '2026-10-01', submissions: 50 },
        { widgetId: 'b', day: today, submissions: 3 },
      ],
    );
    expect(stats.get('a')?.days.slice(-2)).toEqual([
      { day: '2026-11-26', views: 9, submissions: 2 },
      { day: today, views: 0, submissions: 1 },
    ]);
    expect(stats.get('a')?.submissions).toBe(3);
    expect(stats.get('b')).toMatchObject({ total: 0, submissions: 3, hosts: [], lastSeen: null });
  });
});

describe('installHint', () => {
  const seenOn = (day: string) =>
    viewStats([{ widgetId: 'a', day, host: 'x.example', views: 1 }], today).get('a')!;
  it('says nothing of a draft, and nothing of a widget seen this week', () => {
    expect(installHint(null, EMPTY_STATS, today)).toBeNull();
    expect(installHint('2026-09-01T10:00:00Z', seenOn('2026-11-21'), today)).toBe('seen');
  });
  it('waits a week after publishing before it says a widget looks not installed', () => {
    expect(installHint('2026-11-25T10:00:00Z', EMPTY_STATS, today)).toBe('not-yet');
    expect(installHint('2026-11-20T10:00:00Z', EMPTY_STATS, today)).toBe('not-installed');
    expect(installHint('2026-09-01T10:00:00Z', seenOn('2026-11-20'), today)).toBe('not-installed');
  });
});
