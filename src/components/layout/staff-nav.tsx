import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-bar';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-10 items-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
  );

/**
 * The staff side navigation's content, in the desktop sidebar and in the phone's menu alike: the staff
 * screens (from the route table; NavLink marks the current one aria-current="page"), View site, and the
 * signed-in account. `onNavigate` closes the phone's menu.
 */
export function StaffNav({ links, account, onNavigate }: { links: readonly NavItem[]; account: ReactNode; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-4">
      <nav aria-label="Staff dashboards">
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass} onClick={onNavigate}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-4">
        <Link
          to={paths.home}
          onClick={onNavigate}
          className="flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          View site
        </Link>
        {account}
      </div>
    </div>
  );
}
