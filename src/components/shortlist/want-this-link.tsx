import { Link } from 'react-router-dom';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toolDestination } from '@/domain/catalogue/premium-pages';
import type { Tool } from '@/domain/catalogue/tool-types';
import { addToShortlist } from '@/lib/shortlist/shortlist-store';

/**
 * "I want this": remembers the tool on the visitor's shortlist, then leads on (a premium tool's page, or
 * pricing naming the tool and the plans that include it), so the choice is not lost on the way.
 */
export function WantThisLink({
  tool,
  describedBy,
  ...buttonProps
}: { tool: Tool; describedBy?: string } & Pick<ButtonProps, 'className' | 'size' | 'variant'>) {
  return (
    <Button asChild {...buttonProps}>
      <Link to={toolDestination(tool)} aria-describedby={describedBy} onClick={() => addToShortlist(tool.id)}>
        I want this
      </Link>
    </Button>
  );
}
