import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { ShortlistNavLink } from './shortlist-nav-link';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-foreground/80',
  );

const MENU_ID = 'mobile-menu';

export interface NavItem {
  to: string;
  label: string;
}

/** The site's header; `links` are the main navigation's, from the route table (src/app/route-table.ts). */
export function NavBar({ links }: { links: readonly NavItem[] }) {
  const menu = useRef<HTMLDivElement>(null);
  const close = () => menu.current?.hidePopover?.();
  // The browser opens and closes the menu (a popover: Escape and a press outside close it), before the app
  // starts as after (decision 044). The app closes it on a route change too: back and forward press no link.
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    menu.current?.hidePopover?.();
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <nav aria-label="Main" className="container flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
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
          {/* One name; the browser says whether the menu is expanded, and the icon follows it in CSS. */}
          <Button variant="ghost" size="icon" aria-label="Menu" popoverTarget={MENU_ID}>
            <Menu aria-hidden="true" className="!size-6 [header:has(#mobile-menu:popover-open)_&]:hidden" />
            <X aria-hidden="true" className="hidden !size-6 [header:has(#mobile-menu:popover-open)_&]:block" />
          </Button>
        </div>
      </nav>

      {/* Below the header's 4rem and its border, the width of the screen. */}
      <div
        ref={menu}
        id={MENU_ID}
        popover="auto"
        className="inset-x-0 bottom-auto top-[calc(4rem+1px)] m-0 h-auto w-full max-w-none border-0 border-b bg-background p-0 text-foreground md:hidden"
      >
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
    </header>
  );
}
