import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { Tool } from '@/domain/catalogue/tool-types';
import { toolHref } from '@/domain/catalogue/tool-slug';
import { shortlistToggleLabel } from '@/lib/shortlist/shortlist-key';
import { removeFromShortlist } from '@/lib/shortlist/shortlist-store';

/** The chosen tools: thumbnail, name (to the tool's page), category, and remove. */
export function ShortlistList({ tools }: { tools: readonly Tool[] }) {
  return (
    <ul aria-label="Shortlisted tools" className="divide-y rounded-lg border bg-card">
      {tools.map((tool) => (
        <li key={tool.id} className="flex items-center gap-4 p-4">
          <span aria-hidden="true" className="text-3xl leading-none">
            {tool.thumbnail}
          </span>
          <div className="min-w-0 flex-1">
            <Link
              to={toolHref(tool)}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {tool.name}
            </Link>
            <p className="text-sm text-muted-foreground">
              {tool.category}
              {tool.premium ? ' · Premium' : ''}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={shortlistToggleLabel(tool.name, true)}
            onClick={() => removeFromShortlist(tool.id)}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
