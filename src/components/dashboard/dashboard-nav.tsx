import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** Every staff dashboard; add a new one here and it appears on all of them. */
export const STAFF_DASHBOARDS = [
  { to: paths.leadsAdmin, label: 'Leads' },
  { to: paths.onboardingAdmin, label: 'Onboarding' },
  { to: paths.inquiriesAdmin, label: 'Enquiries' },
  { to: paths.mailbox, label: 'Mailbox' },
  { to: paths.activityAdmin, label: 'Activity' },
  { to: paths.purchasesAdmin, label: 'Purchases' },
] as const;

/** Links between the staff dashboards; the current one is marked for assistive technology too. */
export function DashboardNav() {
  return (
    <nav aria-label="Staff dashboards" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {STAFF_DASHBOARDS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
