/**
 * Row types for public.site_check_reports (20261126000100_site_check.sql, 20261128000100_site_check_email.sql):
 * written by the site-check function and "Email me this report" only, read by staff; anyone else reads one
 * report through get_site_check_report with its token.
 */
export type SiteCheckReportsTable = {
  Row: {
    id: string;
    token: string;
    target_url: string;
    target_host: string;
    report: unknown;
    score: number;
    niche: string | null;
    email: string | null;
    lead_id: string | null;
    created_at: string;
    /** The contact its email matches (20261129000400_speed_to_lead_contacts.sql). */
    contact_id: string | null;
  };
  Insert: never;
  Update: never;
  Relationships: [];
};
