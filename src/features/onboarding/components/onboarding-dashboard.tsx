import { StaffDashboard } from '@/components/dashboard/staff-dashboard';
import { ONBOARDING_DASHBOARD } from '../onboarding-dashboard-definition';

/** /onboarding-admin (spec "Onboarding dashboard"), shown inside the staff gate. */
export function OnboardingDashboard() {
  return <StaffDashboard definition={ONBOARDING_DASHBOARD} />;
}
