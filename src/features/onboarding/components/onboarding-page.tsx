import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { PageMeta } from '@/components/layout/page-meta';
import { DataError, isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/data-error';
import { useCreateOnboardingSubmission } from '../api/create-onboarding-submission';
import type { OnboardingInput } from '../api/onboarding-schema';
import { OnboardingForm } from './onboarding-form';
import { ThankYou } from './thank-you';

/** The /onboarding screen: the form, then the Thank You screen in its place (spec "Onboarding form"). */
export function OnboardingPage() {
  const [submitted, setSubmitted] = useState(false);
  const submissionId = useRef<string | null>(null);
  const { mutateAsync } = useCreateOnboardingSubmission();

  async function submit(input: OnboardingInput, byBot: boolean) {
    // One id per visit, reused by every retry, so a retry after a lost response cannot add a second row.
    submissionId.current ??= crypto.randomUUID();
    try {
      // A filled honeypot gets the usual success, so the bot learns nothing, and nothing is stored.
      if (!byBot) await mutateAsync({ id: submissionId.current, input });
    } catch (error) {
      toast.error('Error', {
        description: isRateLimited(error)
          ? RATE_LIMITED_MESSAGE
          : error instanceof DataError
            ? 'Failed to submit your information. Please try again.'
            : 'An unexpected error occurred. Please try again.',
      });
      return;
    }
    toast.success('Information Submitted Successfully!', {
      description: 'Our team will review your details and contact you within 1 business day.',
    });
    setSubmitted(true);
  }

  return (
    <div className="container max-w-3xl py-12 md:py-16">
      <PageMeta
        title="Project Setup Information"
        description="Send our onboarding team your contact details and website access so we can set up your tools."
      />
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Project Setup Information</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Tell us how to reach you and how to access your website, and we will set up your tools.
        </p>
      </div>
      {submitted ? <ThankYou /> : <OnboardingForm onSubmit={submit} />}
    </div>
  );
}
