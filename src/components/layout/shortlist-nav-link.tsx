import { ListChecks } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useShortlist } from '@/lib/shortlist/shortlist-store';
import { cn } from '@/lib/utils';

/**
 * The shortlist's count in the navigation. The badge has a fixed width for up to two digits (the list
 * holds at most 20), so the count arriving after hydration moves nothing (CLS 0). The accessible name starts
 * with the visible text ("Shortlist 0", or "0" where the word is hidden) so speech users can say what
 * they see (WCAG 2.5.3, axe label-content-name-mismatch). The space between word and count is not drawn
 * (flex items), but without it the text reads "Shortlist0".
 */
export function ShortlistNavLink({ className }: { className?: string }) {
  const count = useShortlist().length;
  return (
    <NavLink
      to={paths.shortlist}
      aria-label={`Shortlist ${count} ${count === 1 ? 'tool' : 'tools'}`}
      className={({ isActive }) =>
        cn(
          'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isActive ? 'text-primary' : 'text-foreground/80',
          className,
        )
      }
    >
      <ListChecks aria-hidden="true" className="size-5" />
      <span className="hidden lg:inline">Shortlist</span>{' '}
      <span
        data-testid="shortlist-count"
        className="inline-block w-6 rounded-full bg-primary py-0.5 text-center text-xs font-semibold tabular-nums text-primary-foreground"
      >
        {count}
      </span>
    </NavLink>
  );
}
