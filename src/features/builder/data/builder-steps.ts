import type { LeadFormValues } from '@/lib/leads/lead-schema';

/** The wizard's five steps (spec: "Custom Tool Builder"). Each title is that step's heading. */
export const BUILDER_STEPS = [
  { title: 'Tell us about your business', fields: ['businessName', 'businessType'] },
  { title: 'What are your main goals?', fields: ['goals'] },
  { title: 'What challenges are you facing?', fields: ['currentChallenges'] },
  { title: "What's your website URL?", fields: ['websiteUrl'] },
  { title: 'Where should we send your marketing toolkit?', fields: ['email'] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof LeadFormValues> }>;

export const TOTAL_STEPS = BUILDER_STEPS.length;
export type StepNumber = 1 | 2 | 3 | 4 | 5;

export const EMPTY_LEAD_FORM: LeadFormValues = {
  businessName: '',
  // No choice yet; the schema refuses undefined with "Choose your business type".
  businessType: undefined as unknown as LeadFormValues['businessType'],
  goals: [],
  currentChallenges: [],
  websiteUrl: '',
  email: '',
  shortlist: [],
};
