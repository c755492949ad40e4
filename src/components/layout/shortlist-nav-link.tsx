import { ListChecks } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SHORTLIST_COUNT } from '@/lib/first-paint/early-answers';
import { shortlistCountLabel } from '@/lib/shortlist/shortlist-key';
import { useShortlist } from '@/lib/shortlist/shortlist-store';
import { cn } from '@/lib/utils';

/**
 * The shortlist's count in the navigation. The badge has a fixed width for up to two digits (the list
 * holds at most 20), so the count arriving after hydration moves nothing (CLS 0). The accessible name starts
 * with the visible text ("Shortlist 0", or "0" where the word is hidden) so speech users can say what
 * they see (WCAG 2.5.3, axe label-content-name-mismatch). The space between word and count is not drawn
 * (flex items), but without it the text reads "Shortlist0". A shortlist toggle pressed before the app has
 * started updates the count itself (decision 046): the app hydrates over the count it prerendered (none),
 * so the count's text may differ from the page's for that one render.
 */
export function ShortlistNavLink({ className }: { className?: string }) {
  const count = useShortlist().length;
  return (
    <NavLink
      to={paths.shortlist}
      aria-label={shortlistCountLabel(count)}
      suppressHydrationWarning
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
        {...{ [SHORTLIST_COUNT]: '' }}
        suppressHydrationWarning
        className="inline-block w-6 rounded-full bg-primary py-0.5 text-center text-xs font-semibold tabular-nums text-primary-foreground"
      >
        {count}
      </span>
    </NavLink>
  );
}
