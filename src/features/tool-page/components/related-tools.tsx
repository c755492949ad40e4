import { Link } from 'react-router-dom';
import { ToolRating } from '@/components/catalogue/tool-rating';
import type { Tool } from '@/domain/catalogue/tool-types';
import { toolHref } from '@/domain/catalogue/tool-slug';

/** Four suggested tools, each card linking to its own page. */
export function RelatedTools({ tools }: { tools: readonly Tool[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tools.map((tool) => (
        <li
          key={tool.id}
          className="relative flex flex-col rounded-lg border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
        >
          <div className="flex items-start justify-between">
            <span aria-hidden="true" className="text-3xl">
              {tool.thumbnail}
            </span>
            <ToolRating rating={tool.rating} />
          </div>
          <h3 className="mt-2 font-semibold">
            <Link to={toolHref(tool)} className="after:absolute after:inset-0 focus-visible:outline-none">
              {tool.name}
            </Link>
          </h3>
          <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{tool.description}</p>
        </li>
      ))}
    </ul>
  );
}
