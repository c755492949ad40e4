import type { LeadFormValues } from '@/lib/leads/lead-schema';
import type { StepNumber } from '../data/builder-steps';

/**
 * Whether Next is enabled (spec section 4): step 1 needs a name and a type, steps 2 and 3 at least one
 * choice; the website step is never blocked and the email step is checked on submit, with a message.
 */
export function canAdvance(step: StepNumber, values: Partial<LeadFormValues>): boolean {
  switch (step) {
    case 1:
      return Boolean(values.businessName?.trim()) && Boolean(values.businessType);
    case 2:
      return (values.goals?.length ?? 0) > 0;
    case 3:
      return (values.currentChallenges?.length ?? 0) > 0;
    default:
      return true;
  }
}
