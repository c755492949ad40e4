/** Row types for public.email_outbox (supabase/migrations/20261123000300_email_outbox.sql); staff read only. */
export type EmailOutboxTable = {
  Row: {
    id: string;
    kind: 'toolkit' | 'staff_notification' | 'welcome' | 'sign_in_code' | 'contact_form' | 'owner_digest' | 'trial_ending' | 'email_signup_confirm' | 'email_signup_welcome' | 'booking_request' | 'booking_decision';
    recipient: string;
    template: unknown;
    status: 'pending' | 'sending' | 'sent' | 'failed' | 'suppressed';
    attempts: number;
    last_error: string | null;
    next_attempt_at: string;
    sent_at: string | null;
    provider_id: string | null;
    source_table: string;
    source_id: string | null;
    created_at: string;
  };
  /** Jobs are written by database triggers only. */
  Insert: never;
  Update: never;
  Relationships: [];
};
