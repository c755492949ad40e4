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
  };
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
  };
  Update: never;
  Relationships: [];
};

/** One row of public.lead_stats(). */
export type LeadStatsRow = {
  total: number;
  this_week: number;
  enterprise_type: number;
  professional_type: number;
};
