import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toolHref } from '@/features/catalogue/lib/tool-slug';
import type { ToolkitPick } from '../lib/build-toolkit';

/** One tool of the kit: its thumbnail, its name linking to the tool, and why it was picked. */
export function KitToolRow({ pick, children }: { pick: ToolkitPick; children?: ReactNode }) {
  const { tool, reason } = pick;
  return (
    <div className="flex items-start gap-4 rounded-lg border bg-card p-4">
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
        {children}
        <p className="text-sm text-muted-foreground">{reason}</p>
      </div>
    </div>
  );
}
