// @vitest-environment node
import { taskFormSchema } from './task-schema';

const errorsOf = (values: { title: string; dueAt: string; ownerId?: string }) => {
  const result = taskFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the task form schema', () => {
  it('accepts a title and a local due time, trimming the title and sending the due time as an instant', () => {
    const result = taskFormSchema.parse({ title: '  Call back Tuesday  ', dueAt: '2026-12-01T10:00' });
    expect(result.title).toBe('Call back Tuesday');
    // The input's wall time is read in the browser's zone, whichever zone the machine runs in.
    expect(result.dueAt).toBe(new Date(2026, 11, 1, 10, 0).toISOString());
  });

  it('requires a title of 1 to 200 characters on one line', () => {
    expect(errorsOf({ title: '   ', dueAt: '2026-12-01T10:00' })).toEqual({ title: 'Title is required' });
    expect(errorsOf({ title: 'x'.repeat(200), dueAt: '2026-12-01T10:00' })).toEqual({});
    expect(errorsOf({ title: 'x'.repeat(201), dueAt: '2026-12-01T10:00' })).toEqual({ title: 'Title must be at most 200 characters' });
    expect(errorsOf({ title: 'Call\nback', dueAt: '2026-12-01T10:00' })).toEqual({
      title: 'Title contains line breaks or hidden characters; please remove them',
    });
  });

  it('requires a valid due time', () => {
    expect(errorsOf({ title: 'Call', dueAt: '' })).toEqual({ dueAt: 'Due time is required' });
    expect(errorsOf({ title: 'Call', dueAt: 'tomorrow' })).toEqual({ dueAt: 'Enter a valid due date and time' });
    expect(errorsOf({ title: 'Call', dueAt: '2026-13-45T10:00' })).toEqual({ dueAt: 'Enter a valid due date and time' });
  });

  it('leaves the owner to the database unless a staff member is chosen', () => {
    const base = { title: 'Call', dueAt: '2026-12-01T10:00' };
    expect(taskFormSchema.parse(base).ownerId).toBeUndefined();
    expect(taskFormSchema.parse({ ...base, ownerId: '' }).ownerId).toBeUndefined();
    const sam = '22222222-2222-4222-8222-222222222222';
    expect(taskFormSchema.parse({ ...base, ownerId: sam }).ownerId).toBe(sam);
    expect(errorsOf({ ...base, ownerId: 'sam' })).toEqual({ ownerId: 'Choose an owner from the list' });
  });
});
