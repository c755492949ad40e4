import { z } from 'zod';
import { LEAD_LIMITS } from '@/lib/leads/lead-limits';
import { plainEmail } from '@/lib/validation/clean-text-schemas';

// The site check's two forms' schemas, loaded at a form's first use (src/lib/forms/lazy-schema-resolver.ts).

/** "Website address": what the site-check function is asked to fetch (it checks the address itself). */
export const siteCheckSchema = z.object({
  url: z.string().trim().min(1, 'Enter your website address, for example bistro.example').max(2048, 'That address is too long.'),
});
export type SiteCheckValues = z.input<typeof siteCheckSchema>;
export type SiteCheckOutput = z.output<typeof siteCheckSchema>;

/** "Email me this report": the lead's email, as the builder's. */
export const emailReportSchema = z.object({ email: plainEmail(LEAD_LIMITS.email) });
export type EmailReportValues = z.input<typeof emailReportSchema>;
export type EmailReportOutput = z.output<typeof emailReportSchema>;
