/**
 * The most tools a shortlist, and the lead it is attached to, may hold. The database's CHECK on
 * custom_builder_leads.shortlist says the same (supabase/tests/lead-schema-drift.test.ts).
 */
export const SHORTLIST_MAX = 20;
