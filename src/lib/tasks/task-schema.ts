import { z } from 'zod';
import { cleanLine } from '@/lib/validation/clean-text-schemas';

/** The longest title the database accepts (tasks_title_check, 20261129000200_speed_to_lead_tasks.sql). */
export const TASK_TITLE_MAX = 200;

/** What a native datetime-local input holds: local wall time, no offset ("2026-11-26T10:00"). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const DUE_MESSAGE = 'Enter a valid due date and time';

/**
 * The "New task" form: a one-line title as the database requires it, and a due time read in the
 * browser's time zone (JavaScript reads an offset-less date-time as local time) and sent as an ISO instant,
 * and its owner (the database checks that they are active staff).
 */
export const taskFormSchema = z.object({
  title: cleanLine('Title', TASK_TITLE_MAX),
  dueAt: z
    .string()
    .trim()
    .min(1, { message: 'Due time is required', abort: true })
    .regex(LOCAL_DATE_TIME, DUE_MESSAGE)
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), DUE_MESSAGE)
    .transform((date) => date.toISOString()),
  // Another active staff member's id, or empty for the creator (the database's default owner).
  ownerId: z
    .union([z.literal(''), z.guid('Choose an owner from the list')])
    .optional()
    .transform((value) => value || undefined),
});

export type TaskFormValues = z.input<typeof taskFormSchema>;
export type TaskFormOutput = z.output<typeof taskFormSchema>;
