import type { ActivityAction } from '@/types/tables/activity-log';

/**
 * The dashboard tables the staff pipeline serves (private.pipeline_tables in 20261123000500_lead_pipeline.sql
 * and 20261123000600_inquiry_pipeline.sql). Another dashboard joins with one entry here and one row there.
 */
export type PipelineTable = 'custom_builder_leads' | 'onboarding_submissions' | 'visitor_inquiries';

export type StatusOption = { value: string; label: string };

/** Leads and enquiries are both people the agency is trying to win, so they share one sales pipeline. */
const SALES_STATUSES: ReadonlyArray<StatusOption> = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
];

export const PIPELINE_LISTS: Record<PipelineTable, { label: string; statuses: ReadonlyArray<StatusOption> }> = {
  custom_builder_leads: { label: 'Leads', statuses: SALES_STATUSES },
  visitor_inquiries: { label: 'Enquiries', statuses: SALES_STATUSES },
  onboarding_submissions: {
    label: 'Onboarding',
    statuses: [
      { value: 'new', label: 'New' },
      { value: 'in_progress', label: 'In progress' },
      { value: 'done', label: 'Done' },
    ],
  },
};

/** The column each dashboard names a row by: a lead's business, a person's name. */
export const NAME_COLUMNS: Record<PipelineTable, 'business_name' | 'full_name'> = {
  custom_builder_leads: 'business_name',
  onboarding_submissions: 'full_name',
  visitor_inquiries: 'full_name',
};

export function statusLabel(table: string, status: unknown): string {
  const list = PIPELINE_LISTS[table as PipelineTable];
  return list?.statuses.find((s) => s.value === status)?.label ?? String(status);
}

export function listLabel(table: string): string {
  return PIPELINE_LISTS[table as PipelineTable]?.label ?? table;
}

const ACTION_LABELS: Record<ActivityAction, string> = {
  status_changed: 'Status changed',
  note_added: 'Note added',
  archived: 'Archived',
  restored: 'Restored',
  deleted: 'Deleted permanently',
  exported: 'Exported CSV',
  password_revealed: 'Password revealed',
  passwords_exported: 'Passwords exported',
  purchase_recorded: 'Purchase recorded',
  owner_changed: 'Owner changed',
  call_logged: 'Call logged',
  email_logged: 'Email logged',
  task_created: 'Task created',
  task_completed: 'Task completed',
};

export function actionLabel(action: ActivityAction): string {
  return ACTION_LABELS[action] ?? action;
}
