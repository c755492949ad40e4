import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { NicheSlug } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { ShortlistButton } from '@/components/shortlist/shortlist-button';
import { cn } from '@/lib/utils';
import type { Tool } from '@/domain/catalogue/tool-types';
import { toolHref } from '@/domain/catalogue/tool-slug';
import { ToolRating } from '@/components/catalogue/tool-rating';

/**
 * A compact card for niche pages: the whole card links to the tool's page, which then shows its preview for
 * the niche the visitor came from (router state, so the URL stays canonical); the shortlist toggle sits
 * above that link.
 */
export function NicheToolCard({ tool, niche }: { tool: Tool; niche?: NicheSlug }) {
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-lg border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        tool.premium && 'border-premium bg-premium-soft/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden="true" className="text-3xl leading-none">
          {tool.thumbnail}
        </span>
        <ToolRating rating={tool.rating} />
      </div>
      <h3 className="mt-3 font-semibold leading-snug">
        <Link to={toolHref(tool)} state={niche ? { niche } : undefined} className="after:absolute after:inset-0 focus-visible:outline-none">
          {tool.name}
        </Link>
      </h3>
      {tool.premium ? (
        <Badge variant="premium" className="mt-2 self-start">
          <Star aria-hidden="true" className="size-3 fill-current" />
          Premium
        </Badge>
      ) : null}
      <p className="mt-2 text-sm text-muted-foreground">{tool.description}</p>
      <ul className="mt-3 space-y-1 text-sm">
        {tool.features.slice(0, 2).map((feature) => (
          <li key={feature}>• {feature}</li>
        ))}
      </ul>
      {/* Above the card-wide link overlay, so it can be clicked on its own. */}
      <ShortlistButton toolId={tool.id} className="relative z-10 mt-auto pt-4" />
    </article>
  );
}
