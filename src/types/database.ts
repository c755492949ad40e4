import type { CustomBuilderLeadsTable, LeadStatsRow } from './tables/custom-builder-leads';
import type { EmailOutboxTable } from './tables/email-outbox';
import type { ActivityLogTable } from './tables/activity-log';
import type { RowNotesTable } from './tables/row-notes';
import type { OnboardingSubmissionStatsRow, OnboardingSubmissionsTable } from './tables/onboarding-submissions';
import type { InquiryStatsRow, VisitorInquiriesTable } from './tables/visitor-inquiries';
import type { OnboardingPrefillRow, PurchasesTable } from './tables/purchases';
import type { SiteCheckReportsTable } from './tables/site-check-reports';
import type { TaskTable, TasksTable } from './tables/tasks';
import type {
  ContactsTable,
  ContactTimelineRow,
  ContactWidgetRow,
  SpeedToLeadSettingsRow,
  StaffDirectoryRow,
} from './tables/contacts';
import type { PipelineInsights } from './pipeline-insights';
import type { WidgetInsights } from './widget-insights';
import type { ContactOwnerToolsRow, WidgetPlanRow } from './tables/widget-plans';
import type { PublishedWidget, WidgetsTable } from './tables/widgets';
import type { WidgetSubmissionsRow, WidgetViewsTable } from './tables/widget-views';
import type { ContactFormSubmissionsTable } from './tables/contact-form-submissions';
import type { EmailSignupSubscribersTable } from './tables/email-signup-subscribers';
import type { BookingRequestsTable, BookingSlots } from './tables/booking-requests';

/**
 * The typed shape of the public schema, as supabase-js expects it (what `supabase gen types` would
 * write for supabase/migrations). One file per table under tables/ so each feature's owner edits only
 * its own table; functions (RPC) are listed here.
 */
export type Database = {
  public: {
    Tables: {
      custom_builder_leads: CustomBuilderLeadsTable;
      onboarding_submissions: OnboardingSubmissionsTable;
      visitor_inquiries: VisitorInquiriesTable;
      email_outbox: EmailOutboxTable;
      row_notes: RowNotesTable;
      activity_log: ActivityLogTable;
      purchases: PurchasesTable;
      site_check_reports: SiteCheckReportsTable;
      tasks: TasksTable;
      contacts: ContactsTable;
      widgets: WidgetsTable;
      widget_views: WidgetViewsTable;
      contact_form_submissions: ContactFormSubmissionsTable;
      email_signup_subscribers: EmailSignupSubscribersTable;
      booking_requests: BookingRequestsTable;
    };
    Views: Record<never, never>;
    Functions: {
      /** Dashboard stat cards over all leads; staff only (security invoker, so RLS applies). */
      lead_stats: { Args: Record<PropertyKey, never>; Returns: LeadStatsRow[] };
      /** Whether the signed-in user is on the staff list; authenticated only. */
      am_i_staff: { Args: Record<PropertyKey, never>; Returns: boolean };
      /** One site-check report by its shareable token, without its email or lead; anyone with the token. */
      get_site_check_report: { Args: { report_token: string }; Returns: unknown };
      /** "Email me this report": a builder lead (its columns) tied to the report, whose toolkit email carries it. */
      email_site_check_report: {
        Args: { report_token: string; lead: Omit<CustomBuilderLeadsTable['Insert'], 'created_at'> };
        Returns: { emailed: boolean };
      };
      /** Onboarding dashboard stat cards over all submissions; staff only (security invoker). */
      onboarding_submission_stats: { Args: Record<PropertyKey, never>; Returns: OnboardingSubmissionStatsRow[] };
      /** Enquiries dashboard stat cards (total, this week, demo, contact); staff only (security invoker). */
      inquiry_stats: { Args: Record<PropertyKey, never>; Returns: InquiryStatsRow[] };
      /** What a welcome email's onboarding link prefills, or why not (anon; security definer). */
      onboarding_prefill: { Args: { token: string }; Returns: OnboardingPrefillRow[] };
      /** The first-response clock's amber and red thresholds in minutes; staff only (others: 42501). */
      speed_to_lead_settings: { Args: Record<PropertyKey, never>; Returns: SpeedToLeadSettingsRow[] };
      /** Every staff member's id, email and whether they are in the rotation; staff only (others: 42501). */
      staff_directory: { Args: Record<PropertyKey, never>; Returns: StaffDirectoryRow[] };
      /** Staff log a call on a lead, enquiry or onboarding submission (a first touch); answers the log entry id. */
      log_call: { Args: { target_table: Exclude<TaskTable, 'contacts'>; target_row: string; note?: string | null }; Returns: string };
      /** Staff log an email they sent from their own mail client (a first touch); answers the log entry id. */
      log_email: { Args: { target_table: Exclude<TaskTable, 'contacts'>; target_row: string; note?: string | null }; Returns: string };
      /** A contact's records, log entries and sent emails, newest first; staff only (others: 42501). */
      contact_timeline: { Args: { contact_id: string }; Returns: ContactTimelineRow[] };
      /** The tools a contact runs (widgets of the Auth user with their address), with 30 days of views; staff only. */
      contact_widgets: { Args: { contact_id: string }; Returns: ContactWidgetRow[] };
      /** The Insights screen's figures over the last `weeks` weeks (1 to 104, default 12); staff only (others: 42501). */
      pipeline_insights: { Args: { weeks?: number }; Returns: PipelineInsights };
      /** Installs per week and the widgets active in the last 7 days (1 to 104 weeks, default 12); staff only (others: 42501). */
      widget_insights: { Args: { weeks?: number }; Returns: WidgetInsights };
      /** The signed-in owner's plan or trial, its limit and live tools (one row; none for anon). */
      my_widget_plan: { Args: Record<PropertyKey, never>; Returns: WidgetPlanRow[] };
      my_widget_submissions: { Args: { since: string }; Returns: WidgetSubmissionsRow[] };
      /** The plan of the widget owner with the contact's address (no row: not an owner); staff only (others: 42501). */
      contact_widget_plan: { Args: { contact_id: string }; Returns: WidgetPlanRow[] };
      /** Every contact who runs tools: plan or trial, live tools, 30 days of views; staff only (others: 42501). */
      contact_owner_tools: { Args: Record<PropertyKey, never>; Returns: ContactOwnerToolsRow[] };
      /** The owner publishes its widget (published := draft); another's or an unknown id: P0002 (404); over the plan's limit or after the trial: PT402 (402). */
      publish_widget: { Args: { widget_id: string }; Returns: WidgetsTable['Row'] };
      /** The owner unpublishes its widget; another's or an unknown id: P0002 (404). */
      unpublish_widget: { Args: { widget_id: string }; Returns: WidgetsTable['Row'] };
      /** A published widget's id, kind, settings and time, or null; anyone (installed pages, via widget-settings). */
      published_widget: { Args: { widget_id: string }; Returns: PublishedWidget | null };
      /** One page view showing these widgets (at most 20) on this host: +1 today (UTC) per distinct published id; anyone (the widget-views function). */
      record_widget_views: { Args: { view_host: string; widget_ids: string[] }; Returns: undefined };
      /** A running booking widget's zone and free slots (days without one left out), or null; anyone (the widget-booking function). */
      booking_slots: { Args: { p_widget: string }; Returns: BookingSlots | null };
      /** A visitor asks for an offered slot; 'accepted'. Not offered any more: PT409; over a limit: 'booking_rate_limited'; anyone (the widget-booking function). */
      submit_booking_request: {
        Args: {
          p_widget: string;
          p_start: string;
          p_name: string;
          p_email?: string;
          p_phone?: string;
          p_note?: string;
          p_honeypot?: string;
          p_elapsed_ms?: number | null;
        };
        Returns: 'accepted';
      };
      /** The owner confirms or declines a pending request of their widget; answers it. Not theirs: P0002 (404); decided before: 22023; time already confirmed: PT409 'booking_slot_taken' (409). */
      decide_booking_request: {
        Args: { p_request: string; p_decision: 'confirmed' | 'declined' };
        Returns: BookingRequestsTable['Row'];
      };
      /** The owner's email link: the request the token names (local date and time, visitor, status), or null; anyone with the token. */
      booking_request_by_token: { Args: { p_token: string }; Returns: Record<string, unknown> | null };
      /** The owner's email link's button: the decision, 'already_confirmed' / 'already_declined', 'slot_taken', or null (unknown token). */
      decide_booking_by_token: {
        Args: { p_token: string; p_decision: 'confirmed' | 'declined' };
        Returns: 'confirmed' | 'declined' | 'already_confirmed' | 'already_declined' | 'slot_taken' | null;
      };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
