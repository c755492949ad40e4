import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { EARLY_ANSWER, EARLY_DISCLOSURE } from '@/lib/first-paint/early-answers';
import { openedByPage, useAdoptedDisclosure } from '@/lib/react/use-adopted-disclosure';
import { cn } from '@/lib/utils';
import { ShortlistNavLink } from './shortlist-nav-link';
import { useRouteMenu } from './use-route-menu';

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
  const [open, setOpen] = useRouteMenu(() => openedByPage(MENU_ID));
  const toggle = useRef<HTMLButtonElement>(null);
  // The menu opens before the app has started (decision 028): the app takes it over as the visitor left it.
  useAdoptedDisclosure(toggle, setOpen);

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
          {/* One name, its state in aria-expanded; the icon follows that attribute in CSS, so the page can
              open the menu by itself before the app has started (src/lib/first-paint/early-answers.ts). */}
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="group"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label="Menu"
            {...{ [EARLY_ANSWER]: EARLY_DISCLOSURE }}
            onClick={() => setOpen((value) => !value)}
          >
            <Menu aria-hidden="true" className="!size-6 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden !size-6 group-aria-expanded:block" />
          </Button>
        </div>
      </nav>

      {/* Always in the page, hidden while closed, so the page can show it before the app has started. */}
      <div id={MENU_ID} hidden={!open} className="border-t bg-background md:hidden">
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
