import type { LeadSourceColumns } from './lead-source';
import type { LeadStatus } from './custom-builder-leads';

/** Enquiries share the leads' pipeline statuses (20261123000600_inquiry_pipeline.sql). */
export type InquiryStatus = LeadStatus;

/** Row types for public.visitor_inquiries; keep in step with supabase/migrations. */
export type VisitorInquiriesTable = {
  Row: {
    id: string;
    kind: string;
    source: string;
    full_name: string;
    email: string;
    business_name: string | null;
    phone: string | null;
    subject: string | null;
    message: string | null;
    created_at: string;
    /** Pipeline status (20261123000600_inquiry_pipeline.sql); staff change it. */
    status: InquiryStatus;
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
    kind: string;
    source: string;
    full_name: string;
    email: string;
    business_name?: string | null;
    phone?: string | null;
    subject?: string | null;
    message?: string | null;
    /** A random UUID the browser makes; it becomes the checkout's client_reference_id (issue 27). */
    checkout_reference?: string | null;
  } & Partial<LeadSourceColumns>;
  /** Staff may update only the pipeline columns (column-level grant). */
  Update: { status?: InquiryStatus; archived_at?: string | null; owner_id?: string | null };
  Relationships: [];
};

/** One row of public.inquiry_stats(). */
export type InquiryStatsRow = {
  total: number;
  this_week: number;
  demo: number;
  contact: number;
  status_new: number;
  status_contacted: number;
  status_qualified: number;
  status_won: number;
  status_lost: number;
  archived: number;
};
