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
  };
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
  };
  Update: never;
  Relationships: [];
};

/** One row of public.inquiry_stats(). */
export type InquiryStatsRow = { total: number; this_week: number; demo: number; contact: number };
