import { StaffDashboard } from '@/components/dashboard/staff-dashboard';
import { LEADS_DASHBOARD } from '../leads-dashboard-definition';

/** /leads-admin (spec "Leads Dashboard"), shown inside the staff gate. */
export function LeadsDashboard() {
  return <StaffDashboard definition={LEADS_DASHBOARD} />;
}
