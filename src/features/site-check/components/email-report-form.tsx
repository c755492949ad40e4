import { Mail } from 'lucide-react';
import { useState } from 'react';
import { SubmitError } from '@/components/inquiries/submit-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { NicheSlug } from '@/config/paths';
import { builderPrefillFromReport } from '@/domain/site-check-prefill';
import type { SiteCheckReport } from '@/domain/site-check-report';
import { DataError, isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/data-error';
import { usePublicForm } from '@/lib/forms/use-public-form';
import { loadSiteCheckApi } from '../api/load-site-check-api';
import type { EmailReportOutput as Output, EmailReportValues as Values } from '../api/site-check-schemas';


const UNAVAILABLE = 'This report has already been emailed. Run a new check to get your own copy by email.';
const FAILED = 'We could not send the report just now. Please try again.';

async function failureMessage(error: unknown): Promise<string> {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE;
  const { REPORT_UNAVAILABLE_HINT } = await loadSiteCheckApi();
  return error instanceof DataError && error.hint === REPORT_UNAVAILABLE_HINT ? UNAVAILABLE : FAILED;
}

/**
 * "Email me this report": one field. The visitor becomes a lead whose answers are read from the report
 * (the same ones "Build my toolkit" prefills, with the niche they chose), and the email carries the report
 * and a toolkit built from it. A failed send keeps the address typed.
 */
export function EmailReportForm({
  report,
  token,
  niche,
  suggested,
}: {
  report: SiteCheckReport;
  token: string;
  niche: NicheSlug;
  suggested: readonly number[];
}) {
  // One lead per form: a retry after a lost answer meets the primary key instead of making a second lead.
  const [leadId] = useState(() => crypto.randomUUID());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formId = `email-report-${token.slice(0, 8)}`;
  const { honeypot, ...emailForm } = usePublicForm<Values, Output>({
    id: formId,
    schema: () => import('../api/site-check-schemas').then((module) => module.emailReportSchema),
    defaultValues: { email: '' },
    fields: ['email'],
    prepare: () => void loadSiteCheckApi().then((api) => api.warmUp()),
    send: async ({ email }) => {
      const prefill = builderPrefillFromReport(report, suggested, niche);
      const { leadSchema } = await import('@/lib/leads/lead-schema');
      const lead = leadSchema.parse({
        businessName: prefill.businessName ?? new URL(report.finalUrl).host,
        businessType: prefill.businessType ?? 'other',
        goals: prefill.goals,
        currentChallenges: prefill.currentChallenges,
        websiteUrl: report.url,
        email,
        shortlist: prefill.shortlist,
      });
      await (await loadSiteCheckApi()).emailReport(token, lead, leadId);
    },
    onSent: ({ email }) => setSentTo(email),
    failureMessage,
  });
  const { register, formState } = emailForm.form;

  return (
    <section aria-labelledby={`${formId}-heading`} className="grid gap-3 rounded-xl border p-4">
      <h3 id={`${formId}-heading`} className="text-lg font-semibold">
        Get this report by email
      </h3>
      {sentTo ? (
        <p role="status" className="text-sm">
          Sent to <span className="font-medium">{sentTo}</span>: the report, and a toolkit built from its gaps. Check your
          inbox in a minute or two.
        </p>
      ) : (
        <form {...emailForm.formProps} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField id={`${formId}-email`} label="Email" error={formState.errors.email?.message}>
            {(a11y) => (
              <Input type="email" autoComplete="email" inputMode="email" placeholder="you@yourbusiness.com" {...a11y} {...register('email')} />
            )}
          </FormField>
          <Button type="submit" disabled={emailForm.submitting}>
            {emailForm.submitting ? <Spinner /> : <Mail aria-hidden="true" />}
            Email me this report
          </Button>
          <HoneypotField ref={honeypot} />
          <div className="sm:col-span-2">
            <SubmitError message={emailForm.error} />
          </div>
        </form>
      )}
      <p className="text-xs text-muted-foreground">
        We email this address the report once, and keep it with your report so we can help. No newsletter.
      </p>
    </section>
  );
}
