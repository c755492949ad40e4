/**
 * Row types for public.email_signup_subscribers (supabase/migrations/20261201001500_email_signup.sql): the
 * addresses visitors sign up through an owner's email sign-up widget. Only submit_email_signup inserts and
 * only the subscriber's own links change the status; owners read and delete their own widgets'
 * subscribers, staff read all.
 */
export type EmailSignupSubscribersTable = {
  Row: {
    id: string;
    widget_id: string;
    email: string;
    name: string;
    /** 'pending' until the confirmation link is used; 'unsubscribed' from any email's link. */
    status: 'pending' | 'confirmed' | 'unsubscribed';
    created_at: string;
    confirmation_sent_at: string;
    confirmed_at: string | null;
    unsubscribed_at: string | null;
  };
  Insert: never;
  Update: never;
  Relationships: [];
};
