import { useRef, useState } from 'react';
import { DemoNotice } from '@/components/layout/demo-notice';
import { PageMeta } from '@/components/layout/page-meta';
import { useDeferredToast } from '@/components/ui/use-deferred-toast';
import { prepareOnboardingSave, saveOnboarding } from '../api/save-onboarding';
import type { OnboardingInput } from '../api/onboarding-schema';
import { useOnboardingLink } from '../hooks/use-onboarding-link';
import { OnboardingForm } from './onboarding-form';
import { OnboardingLinkNote } from './onboarding-link-note';
import { ThankYou } from './thank-you';

/** The /onboarding screen: the form, then the Thank You screen in its place (spec "Onboarding form"). */
export function OnboardingPage() {
  const [submitted, setSubmitted] = useState(false);
  const submissionId = useRef<string | null>(null);
  const toasts = useDeferredToast();
  // A purchase's onboarding link prefills the form and ties the submission to the purchase.
  const link = useOnboardingLink();
  // The visitor's first use of the form starts the data layer and the toaster; the page loads neither.
  const prepare = () => {
    prepareOnboardingSave();
    toasts.prepare();
  };

  // One id per visit, reused by every retry, so a retry after a lost response cannot add a second row.
  const send = (input: OnboardingInput) =>
    saveOnboarding(
      (submissionId.current ??= crypto.randomUUID()),
      input,
      link.state === 'valid' ? link.token : undefined,
    );
  const onSent = () => {
    void toasts.show((toast, options) =>
      toast.success('Information Submitted Successfully!', {
        description: 'Our team will review your details and contact you within 1 business day.',
        ...options,
      }),
    );
    setSubmitted(true);
  };
  const onFailed = (message: string) =>
    void toasts.show((toast, options) => toast.error('Error', { description: message, ...options }));

  return (
    <div className="container max-w-3xl py-12 md:py-16">
      <PageMeta
        title="Project Setup Information"
        description="Send our onboarding team your contact details and website access so we can set up your tools."
      />
      <DemoNotice className="mb-6" />
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Project Setup Information</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Tell us how to reach you and how to access your website, and we will set up your tools.
        </p>
      </div>
      {submitted ? null : <OnboardingLinkNote link={link} />}
      {submitted ? (
        <ThankYou />
      ) : link.state === 'loading' ? null : (
        <OnboardingForm
          // Mounted once the link's answer is in, so its values are the form's defaults.
          key={link.state}
          send={send}
          onSent={onSent}
          onFailed={onFailed}
          onPrepare={prepare}
          initialValues={link.state === 'valid' ? link.values : undefined}
        />
      )}
      {toasts.toaster}
    </div>
  );
}
