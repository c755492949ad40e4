import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The staff screens, one line each: add a dashboard here and every dashboard links to it. */
const DASHBOARDS = [
  { to: paths.leadsAdmin, label: 'Leads' },
  { to: paths.onboardingAdmin, label: 'Onboarding' },
  { to: paths.mailbox, label: 'Mailbox' },
] as const;

/** Links between the staff dashboards, above each one. */
export function DashboardNav() {
  return (
    <nav aria-label="Dashboards" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {DASHBOARDS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-9 items-center rounded-md border px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
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
