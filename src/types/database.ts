import type { CustomBuilderLeadsTable } from './tables/custom-builder-leads';
import type { OnboardingSubmissionsTable } from './tables/onboarding-submissions';

/**
 * The typed shape of the public schema, as supabase-js expects it. One file per table under tables/
 * so each feature's owner edits only its own table; functions (RPC) are listed here.
 */
export type Database = {
  public: {
    Tables: {
      custom_builder_leads: CustomBuilderLeadsTable;
      onboarding_submissions: OnboardingSubmissionsTable;
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
