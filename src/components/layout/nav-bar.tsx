import { Menu, X } from 'lucide-react';
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { ShortlistNavLink } from './shortlist-nav-link';
import { useRouteMenu } from './use-route-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-foreground/80',
  );

export interface NavItem {
  to: string;
  label: string;
}

/** The site's header; `links` are the main navigation's, from the route table (src/app/route-table.ts). */
export function NavBar({ links }: { links: readonly NavItem[] }) {
  const [open, setOpen] = useRouteMenu();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <nav aria-label="Main" className="container flex h-16 items-center justify-between gap-4">
        <Link to={paths.home} className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo />
          <span className="sr-only"> home</span>
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <ShortlistNavLink />
          <Button asChild className="ml-2">
            <Link to={paths.pricing}>Get Started</Link>
          </Button>
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <ShortlistNavLink />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="!size-6" /> : <Menu aria-hidden="true" className="!size-6" />}
          </Button>
        </div>
      </nav>

      {open ? (
        <div id="mobile-menu" className="border-t bg-background md:hidden">
          <ul className="container flex flex-col gap-1 py-3">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={cn(linkClass, 'block py-3 text-base')} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2">
              <Button asChild className="w-full">
                <Link to={paths.pricing} onClick={close}>
                  Get Started
                </Link>
              </Button>
            </li>
          </ul>
        </div>
      ) : null}
    </header>
  );
}
