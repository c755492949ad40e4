/** Row types for public.contacts (20261129000400_speed_to_lead_contacts.sql): written by the database, read by staff. */
export type ContactsTable = {
  Row: {
    id: string;
    /** lower(btrim(email)): rows sharing it are one contact. */
    email_normalized: string;
    display_name: string | null;
    business_name: string | null;
    created_at: string;
  };
  Insert: never;
  Update: never;
  Relationships: [];
};

/** One row of public.contact_timeline(contact_id), newest first. */
export type ContactTimelineRow = {
  occurred_at: string;
  kind: 'builder_lead' | 'enquiry' | 'onboarding_submission' | 'site_check_report' | 'purchase' | 'activity' | 'email';
  /** The table of the record (for 'activity', the record the log entry is about; for 'email', email_outbox). */
  table_name: string;
  row_id: string | null;
  summary: string;
  /** Per kind; for 'activity' the log entry's details plus action and actor_email. */
  details: Record<string, unknown>;
};

/** One row of public.contact_widgets(contact_id): a tool the contact runs on their website (staff only). */
export type ContactWidgetRow = {
  widget_id: string;
  kind: string;
  name: string;
  published: boolean;
  published_at: string | null;
  updated_at: string;
  /** Views over the last 30 days (UTC), summed over hosts and shards. */
  views_30_days: number;
  /** The host names it was seen on in those days, sorted. */
  hosts: string[];
  /** What visitors sent through it in those days: messages, sign-ups, booking requests (20261201001800). */
  submissions_30_days: number;
};

/** One row of public.speed_to_lead_settings(): the first-response clock's colours. */
export type SpeedToLeadSettingsRow = { amber_minutes: number; red_minutes: number };

/** One row of public.staff_directory(): who can own a row (the owner column and the reassign picker). */
export type StaffDirectoryRow = { user_id: string; email: string; active: boolean };
