import { Check } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ShortlistButton } from '@/components/shortlist/shortlist-button';
import { WantThisLink } from '@/components/shortlist/want-this-link';
import { cn } from '@/lib/utils';
import type { Tool } from '@/domain/catalogue/tool-types';
import { toolHref, toolSlug } from '@/domain/catalogue/tool-slug';
import { widgetKindForTool } from '@/widgets/kinds';
import { Badge } from '@/components/ui/badge';
import { ToolBadge } from './tool-badge';
import { CARD_TONE, toolKind } from './tool-kind';
import { ToolRating } from './tool-rating';

const FEATURE_PREVIEW = 3;

/**
 * Memoised: a tool is the catalogue's own object, so a search or filter that keeps a card never redraws it;
 * the directory's deferred render after each key then only removes and adds cards.
 */
export const ToolCard = memo(function ToolCard({ tool }: { tool: Tool }) {
  const kind = toolKind(tool);
  const nameId = `tool-${tool.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className={cn('flex w-full flex-col rounded-lg border bg-card p-6 shadow-sm transition-shadow hover:shadow-md', CARD_TONE[kind])}
    >
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden="true" className="text-4xl leading-none">
          {tool.thumbnail}
        </span>
        <ToolRating rating={tool.rating} />
      </div>
      <h3 id={nameId} className="mt-4 text-lg font-semibold leading-snug">
        <Link to={toolHref(tool)} className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {tool.name}
        </Link>
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        <ToolBadge tool={tool} kind={kind} />
        {/* Customized and installed by the owner in minutes (issue 42); the others are set up by our team. */}
        {widgetKindForTool(toolSlug(tool.name)) ? <Badge variant="outline">Install it yourself</Badge> : null}
      </div>
      <p className="mt-3 text-sm text-muted-foreground">{tool.description}</p>
      <p className="mt-4 text-sm font-semibold">Key Features:</p>
      <ul className="mt-2 space-y-1.5 text-sm">
        {tool.features.slice(0, FEATURE_PREVIEW).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
      <WantThisLink
        tool={tool}
        describedBy={nameId}
        className="mt-6 w-full"
        variant={kind === 'premium' ? 'premium' : 'default'}
      />
      <ShortlistButton toolId={tool.id} className="mt-2" />
    </article>
  );
});
