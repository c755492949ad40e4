/** Which record a task is about (20261129000200_speed_to_lead_tasks.sql). */
export type TaskTable = 'custom_builder_leads' | 'visitor_inquiries' | 'onboarding_submissions' | 'contacts';

/** Row types for public.tasks: staff only (select, insert, update, delete). */
export type TasksTable = {
  Row: {
    id: string;
    /** 1 to 200 characters, one clean line. */
    title: string;
    due_at: string;
    /** An active staff member (refused otherwise: "The task owner must be an active staff member."). */
    owner_id: string;
    table_name: TaskTable;
    row_id: string;
    created_at: string;
    /** Set by the database from the caller's JWT. */
    created_by: string | null;
    /** Server time when completed; null while open. */
    completed_at: string | null;
  };
  /** created_at, created_by and completed_at are the server's; owner_id defaults to the caller. */
  Insert: { id?: string; title: string; due_at: string; owner_id?: string; table_name: TaskTable; row_id: string };
  /** Any non-null completed_at completes the task at the server's time; null reopens it. */
  Update: { title?: string; due_at?: string; owner_id?: string; completed_at?: string | null };
  Relationships: [];
};
