import { StaffGate } from '@/components/auth/staff-gate';
import { PageMeta } from '@/components/layout/page-meta';
import { BrowserKeyNote } from '@/features/onboarding/components/browser-key-note';
import { OnboardingDashboard } from '@/features/onboarding/components/onboarding-dashboard';
import { usesBrowserKey } from '@/lib/crypto/credential-keys';

export default function Route() {
  return (
    <div className="container py-10">
      <PageMeta title="Onboarding Dashboard" description="Review and manage client onboarding submissions." />
      <StaffGate localNote={usesBrowserKey() ? <BrowserKeyNote /> : undefined}>
        <OnboardingDashboard />
      </StaffGate>
    </div>
  );
}
