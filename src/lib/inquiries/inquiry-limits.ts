/**
 * Limits shared by the demo and contact forms, the data layer and the SQL CHECK constraints on
 * public.visitor_inquiries. Change one here, change the migration too
 * (supabase/tests/inquiry-schema-drift.test.ts compares them). Without zod: the forms render with these
 * and load their schema (./inquiry-schema.ts) at the form's first use.
 */
export const INQUIRY_LIMITS = {
  fullName: 120,
  /** First and last name on the contact form: joined with one space they still fit fullName. */
  namePart: 59,
  email: 254,
  businessName: 120,
  phone: 40,
  message: 1500,
} as const;
