import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

const LINKS = [
  { to: paths.leadsAdmin, label: 'Leads' },
  { to: paths.onboardingAdmin, label: 'Onboarding' },
  { to: paths.activityAdmin, label: 'Activity' },
] as const;

/** Links between the staff dashboards; the current one is marked for screen readers (aria-current). */
export function DashboardNav() {
  return (
    <nav aria-label="Dashboards" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted',
                  isActive && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
