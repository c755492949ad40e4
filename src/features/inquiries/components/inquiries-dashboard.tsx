import { StaffDashboard } from '@/components/dashboard/staff-dashboard';
import { INQUIRIES_DASHBOARD } from '../inquiries-dashboard-definition';

/** /inquiries-admin: demo requests and contact messages, shown inside the staff gate. */
export function InquiriesDashboard() {
  return <StaffDashboard definition={INQUIRIES_DASHBOARD} />;
}
