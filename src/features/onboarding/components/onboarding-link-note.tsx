import type { OnboardingLink } from '../hooks/use-onboarding-link';

const PROBLEMS = {
  used: 'This onboarding link has already been used. If you still need to send us your details, fill in the form below.',
  expired: 'This onboarding link has expired (links work for 14 days). Fill in the form below and we will match it to your purchase.',
  unknown: 'We could not recognise this onboarding link. Fill in the form below and we will match it to your purchase.',
  error: 'We could not load your details just now. Fill in the form below, or try the link again later.',
} as const;

/** What the page says about the purchase's onboarding link: welcome, or why the form is empty. */
export function OnboardingLinkNote({ link }: { link: OnboardingLink }) {
  if (link.state === 'none') return null;
  if (link.state === 'loading') {
    return (
      <p role="status" className="mb-6 text-center text-muted-foreground">
        Loading your details…
      </p>
    );
  }
  if (link.state === 'valid') {
    return (
      <p role="status" className="mb-6 rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
        Thank you for your purchase! We have filled in what we already know; check it and add the rest.
      </p>
    );
  }
  return (
    <p role="alert" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
      {PROBLEMS[link.state]}
    </p>
  );
}
