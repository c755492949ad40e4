import type { LeadSourceColumns } from './lead-source';
/** The onboarding pipeline's statuses, in order. */
export type OnboardingStatus = 'new' | 'in_progress' | 'done';

/**
 * Row types for public.onboarding_submissions; keep in step with supabase/migrations.
 * The website password is stored only as a libsodium sealed box (base64) and the id of the key it was
 * sealed for; there is no plaintext password column (docs/decisions/003-credential-encryption.md).
 */
export type OnboardingSubmissionsTable = {
  Row: {
    id: string;
    full_name: string;
    email: string;
    phone: string;
    best_time_to_contact: string | null;
    domain_name: string | null;
    backend_login_url: string | null;
    backend_username: string | null;
    backend_password_ciphertext: string | null;
    backend_password_key_id: string | null;
    created_at: string;
    /** Pipeline status (20261123000500_lead_pipeline.sql); staff change it. */
    status: OnboardingStatus;
    /** When staff archived the row (server time); null while active. */
    archived_at: string | null;
    /** The staff member working the row: round robin on insert (20261129000100_speed_to_lead.sql); staff reassign it. */
    owner_id: string | null;
    /** When staff first touched the row (status change, note, logged call or email); set once by the database. */
    first_touch_at: string | null;
    /** first_touch_at is null (generated; the "Waiting longest" order, 20261130000100_staff_directory.sql). */
    awaiting_first_touch: boolean;
    /** The customer record this row's email matches, case-insensitively (20261129000400). */
    contact_id: string | null;
  } & LeadSourceColumns;
  Insert: {
    id: string;
    full_name: string;
    email: string;
    phone: string;
    best_time_to_contact: string | null;
    domain_name: string | null;
    backend_login_url: string | null;
    backend_username: string | null;
    backend_password_ciphertext: string | null;
    backend_password_key_id: string | null;
    /**
     * The welcome email's one-time onboarding token (20261127000200_purchases.sql): write-only, swapped by
     * the database for the purchase it belongs to and never stored.
     */
    onboarding_token?: string | null;
  } & Partial<LeadSourceColumns>;
  /** Staff may update only the pipeline columns (column-level grant). */
  Update: { status?: OnboardingStatus; archived_at?: string | null; owner_id?: string | null };
  Relationships: [];
};

/** A row of public.onboarding_submission_stats(): the dashboard's four stat cards, counted over every row. */
export type OnboardingSubmissionStatsRow = {
  total: number;
  this_week: number;
  with_domain: number;
  backend_access: number;
  status_new: number;
  status_in_progress: number;
  status_done: number;
  archived: number;
};
