import type { LeadSourceColumns } from './lead-source';
/** The lead pipeline's statuses, in order. */
export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'won' | 'lost';

/** Row types for public.custom_builder_leads; keep in step with supabase/migrations. */
export type CustomBuilderLeadsTable = {
  Row: {
    id: string;
    business_name: string;
    business_type: string;
    goals: string[];
    current_challenges: string[];
    website_url: string | null;
    email: string;
    created_at: string;
    /** Shortlisted catalogue tool ids (smallint[]), in the visitor's order; null when none. */
    shortlist: number[] | null;
    /** Pipeline status (20261123000500_lead_pipeline.sql); staff change it. */
    status: LeadStatus;
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
  /** The columns anon/authenticated may insert (created_at is the server's). */
  Insert: {
    id?: string;
    business_name: string;
    business_type: string;
    goals: string[];
    current_challenges: string[];
    website_url?: string | null;
    email: string;
    shortlist?: number[] | null;
    /** A random UUID the browser makes; it becomes the checkout's client_reference_id (issue 27). */
    checkout_reference?: string | null;
  } & Partial<LeadSourceColumns>;
  /** Staff may update only the pipeline columns (column-level grant). */
  Update: { status?: LeadStatus; archived_at?: string | null; owner_id?: string | null };
  Relationships: [];
};

/** One row of public.lead_stats(). */
export type LeadStatsRow = {
  total: number;
  this_week: number;
  enterprise_type: number;
  professional_type: number;
  status_new: number;
  status_contacted: number;
  status_qualified: number;
  status_won: number;
  status_lost: number;
  archived: number;
};
