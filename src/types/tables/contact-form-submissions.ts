/**
 * Row types for public.contact_form_submissions (supabase/migrations/20261201001100_contact_form.sql): the
 * messages visitors send through an owner's contact form widget. Only submit_contact_form inserts; owners
 * read, mark handled (handled_at) and delete their own widgets' messages, staff read all.
 */
export type ContactFormSubmissionsTable = {
  Row: {
    id: string;
    widget_id: string;
    sender_name: string;
    sender_email: string;
    sender_phone: string;
    message: string;
    /** The owner's own fields, labels from the published settings. */
    extra: Array<{ label: string; value: string }>;
    /**
     * 'held': over the widget's hourly email cap, waiting for the owner's digest; 'digested': sent in one
     * (20261201001700_owner_digest.sql).
     */
    email_status: 'queued' | 'held' | 'digested';
    handled_at: string | null;
    created_at: string;
  };
  Insert: never;
  Update: { handled_at?: string | null };
  Relationships: [];
};
