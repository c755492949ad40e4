/** Row types for public.onboarding_submissions; keep in step with supabase/migrations. */
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
    created_at: string;
  };
  Insert: {
    id: string;
    full_name: string;
    email: string;
    phone: string;
    best_time_to_contact: string | null;
    domain_name: string | null;
    backend_login_url: string | null;
    backend_username: string | null;
  };
  Update: never;
  Relationships: [];
};
