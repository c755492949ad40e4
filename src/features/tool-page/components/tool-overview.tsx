import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ToolBadge } from '@/components/catalogue/tool-badge';
import { toolKind } from '@/components/catalogue/tool-kind';
import { ToolRating } from '@/components/catalogue/tool-rating';
import { findNiche } from '@/domain/catalogue/niches';
import type { Tool } from '@/domain/catalogue/tool-types';
import { toolNicheSlugs } from '../lib/tool-pages';
import { ShortlistButton } from '@/components/shortlist/shortlist-button';
import { WantThisLink } from '@/components/shortlist/want-this-link';
import { buttonVariants } from '@/components/ui/button';
import { toolSlug } from '@/domain/catalogue/tool-slug';
import { widgetKindForTool } from '@/widgets/kinds';

/** The top of a tool page: breadcrumb, name, rating, badge, description, niches and the call to action. */
export function ToolOverview({ tool }: { tool: Tool }) {
  const niches = toolNicheSlugs(tool).flatMap((slug) => findNiche(slug) ?? []);
  return (
    <div className="container py-10 md:py-14">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
          <li>
            <Link to={paths.tools} className="underline-offset-4 hover:underline">
              Tools
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {tool.name}
          </li>
        </ol>
      </nav>
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-2xl border bg-card text-6xl shadow-sm"
        >
          {tool.thumbnail}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{tool.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <ToolRating rating={tool.rating} />
            <ToolBadge tool={tool} kind={toolKind(tool)} />
          </div>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{tool.description}</p>
          {niches.length > 0 ? (
            <div className="mt-4">
              <h2 className="text-sm font-semibold">Suits</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {niches.map((niche) => (
                  <li key={niche.slug}>
                    <Link
                      to={paths.niche(niche.slug)}
                      className="inline-flex items-center gap-1 rounded-full border bg-background px-3 py-1 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span aria-hidden="true">{niche.icon}</span>
                      {niche.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {widgetKindForTool(toolSlug(tool.name)) ? (
              <Link to={paths.toolEditor(toolSlug(tool.name))} className={buttonVariants({ size: 'lg' })}>
                Customize and install
              </Link>
            ) : null}
            <WantThisLink tool={tool} size="lg" />
            <ShortlistButton toolId={tool.id} />
          </div>
        </div>
      </div>
    </div>
  );
}
