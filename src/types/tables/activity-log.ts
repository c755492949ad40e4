/** What the activity log records (20261123000500_lead_pipeline.sql). */
export type ActivityAction =
  | 'status_changed'
  | 'note_added'
  | 'archived'
  | 'restored'
  | 'deleted'
  | 'exported'
  | 'password_revealed'
  | 'passwords_exported'
  /** A purchase matched to the row (20261127000200_purchases.sql). */
  | 'purchase_recorded'
  /** Speed to lead (20261129000100..200): an owner assigned or changed, a logged call or email, tasks. */
  | 'owner_changed'
  | 'call_logged'
  | 'email_logged'
  | 'task_created'
  | 'task_completed';

/** Row types for public.activity_log: append-only, written by triggers and by staff for client-side events. */
export type ActivityLogTable = {
  Row: {
    id: string;
    table_name: string;
    /** null for an event about a whole list (an export). */
    row_id: string | null;
    action: ActivityAction;
    details: Record<string, unknown>;
    /** null only for the scheduled purge. */
    actor_id: string | null;
    actor_email: string | null;
    created_at: string;
  };
  /** Staff insert only exports and password reveals; the actor and time are the server's. */
  Insert: {
    id?: string;
    table_name: string;
    row_id?: string | null;
    action: 'exported' | 'password_revealed' | 'passwords_exported';
    details?: Record<string, unknown>;
  };
  Update: never;
  Relationships: [];
};
