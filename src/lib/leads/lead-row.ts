import type { Database } from '@/types/database';
import type { LeadInput } from './lead-schema';

export type LeadRow = Omit<Database['public']['Tables']['custom_builder_leads']['Insert'], 'created_at'>;

/**
 * A checked builder answer as the row visitors may insert (custom_builder_leads' granted columns): from the
 * builder itself and from the site check's "Email me this report".
 */
export function leadRow(input: LeadInput, id: string, checkoutReference: string): LeadRow {
  return {
    id,
    business_name: input.businessName,
    business_type: input.businessType,
    goals: input.goals,
    current_challenges: input.currentChallenges,
    website_url: input.websiteUrl,
    email: input.email,
    // None is null, never an empty list (the database refuses one).
    shortlist: input.shortlist.length > 0 ? input.shortlist : null,
    checkout_reference: checkoutReference,
  };
}
