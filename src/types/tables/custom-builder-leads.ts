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
  };
  Insert: {
    id: string;
    business_name: string;
    business_type: string;
    goals: string[];
    current_challenges: string[];
    website_url: string | null;
    email: string;
  };
  Update: never;
  Relationships: [];
};
