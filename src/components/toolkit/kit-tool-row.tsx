import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { toolHref } from '@/domain/catalogue/tool-slug';
import { cn } from '@/lib/utils';
import { OWN_PICK } from '@/domain/toolkit/toolkit-rules';
import type { ToolkitPick } from '@/domain/toolkit/build-toolkit';

/**
 * One tool of the kit: its thumbnail, its name linking to the tool, and why it was picked. A tool the
 * visitor shortlisted carries "Your pick" (and "Premium" when it is one), so their own choices stand out.
 */
export function KitToolRow({ pick, children }: { pick: ToolkitPick; children?: ReactNode }) {
  const { tool, reason, ownPick } = pick;
  return (
    <div
      className={cn('flex items-start gap-4 rounded-lg border bg-card p-4', ownPick && 'border-primary/50')}
    >
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-md bg-accent text-2xl leading-none"
      >
        {tool.thumbnail}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={toolHref(tool)}
          className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          {tool.name}
        </Link>
        {ownPick ? (
          <p className="flex flex-wrap items-center gap-2">
            <Badge>{OWN_PICK.badge}</Badge>
            {tool.premium ? <Badge variant="premium">Premium</Badge> : null}
          </p>
        ) : null}
        {children}
        <p className="text-sm text-muted-foreground">{reason}</p>
      </div>
    </div>
  );
}
