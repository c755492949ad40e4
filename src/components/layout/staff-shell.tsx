import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { overlayClassName } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { NavItem } from './nav-bar';
import { SkipLink } from './skip-link';
import { StaffNav } from './staff-nav';
import { useRouteMenu } from './use-route-menu';

const brand = (
  <Link to={paths.home} className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
    <Logo />
    <span className="sr-only"> home</span>
  </Link>
);

/**
 * The staff screens' own shell (docs/decisions/027-staff-layout.md), instead of the site's header and
 * footer: from `lg` a sidebar with the staff navigation; below it a top bar whose menu button opens the
 * same navigation in a side sheet (a Radix dialog: focus kept inside, Escape and the close button shut it).
 */
export function StaffShell({ links, account, children }: { links: readonly NavItem[]; account: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useRouteMenu();

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <SkipLink />
      <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-4 border-b bg-background px-4 lg:hidden">
        {brand}
        <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
          <DialogPrimitive.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open staff menu">
              <Menu aria-hidden="true" className="!size-6" />
            </Button>
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className={overlayClassName} />
            <DialogPrimitive.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-r bg-background p-4 shadow-lg"
            >
              <div className="flex items-center justify-between">
                <DialogPrimitive.Title className="text-base font-semibold">Staff menu</DialogPrimitive.Title>
                <DialogPrimitive.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Close staff menu">
                    <X aria-hidden="true" />
                  </Button>
                </DialogPrimitive.Close>
              </div>
              <StaffNav links={links} account={account} onNavigate={() => setOpen(false)} />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
      </header>
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-r bg-muted/40 p-4 lg:flex">
        {brand}
        <StaffNav links={links} account={account} />
      </aside>
      <main id="main-content" tabIndex={-1} className="min-w-0 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
