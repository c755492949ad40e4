// @vitest-environment node
import { calendarDay, groupTasks, taskGroup } from './task-groups';

const task = (due_at: string, completed_at: string | null = null) => ({ due_at, completed_at });

describe('task groups', () => {
  // 2026-11-26 09:00 in New York is 14:00 UTC; in Tokyo it is already 23:00.
  const now = new Date('2026-11-26T14:00:00Z');

  it('files a task as overdue once its due time has passed, today later that day, upcoming after', () => {
    const zone = 'America/New_York';
    expect(taskGroup(task('2026-11-26T13:59:00Z'), now, zone)).toBe('overdue');
    expect(taskGroup(task('2026-11-20T10:00:00Z'), now, zone)).toBe('overdue');
    expect(taskGroup(task('2026-11-26T14:00:00Z'), now, zone)).toBe('today');
    // 23:59 in New York is 04:59 UTC the next day: still today there.
    expect(taskGroup(task('2026-11-27T04:59:00Z'), now, zone)).toBe('today');
    expect(taskGroup(task('2026-11-27T05:00:00Z'), now, zone)).toBe('upcoming');
    expect(taskGroup(task('2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z'), now, zone)).toBe('done');
  });

  it('cuts the day in the viewer’s time zone', () => {
    const due = task('2026-11-26T16:00:00Z');
    expect(taskGroup(due, now, 'America/New_York')).toBe('today');
    // In Tokyo the task falls on the 27th, after midnight: upcoming.
    expect(taskGroup(due, now, 'Asia/Tokyo')).toBe('upcoming');
    expect(calendarDay(now, 'Asia/Tokyo')).toBe('2026-11-26');
    expect(calendarDay(new Date('2026-11-26T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-27');
  });

  it('orders open tasks soonest due first and done tasks latest completed first', () => {
    const tasks = [
      { id: 'b', ...task('2026-11-26T20:00:00Z') },
      { id: 'a', ...task('2026-11-26T15:00:00Z') },
      { id: 'late', ...task('2026-11-25T10:00:00Z') },
      { id: 'later', ...task('2026-12-02T10:00:00Z') },
      { id: 'soon', ...task('2026-11-28T10:00:00Z') },
      { id: 'done1', ...task('2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z') },
      { id: 'done2', ...task('2026-11-20T10:00:00Z', '2026-11-24T10:00:00Z') },
    ];
    const groups = groupTasks(tasks, now, 'America/New_York');
    const ids = (list: { id: string }[]) => list.map((t) => t.id);
    expect(ids(groups.overdue)).toEqual(['late']);
    expect(ids(groups.today)).toEqual(['a', 'b']);
    expect(ids(groups.upcoming)).toEqual(['soon', 'later']);
    expect(ids(groups.done)).toEqual(['done2', 'done1']);
  });
});
