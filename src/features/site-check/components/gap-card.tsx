import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { NicheSlug } from '@/config/paths';
import { shortlistTools } from '@/domain/catalogue/shortlist-tools';
import { toolHref } from '@/domain/catalogue/tool-slug';
import type { SiteCheckResult } from '@/domain/site-check-report';
import { GapPreview } from './gap-preview';

/** One failed check: what we found, why it matters, and the tools that close it, the first shown working. */
export function GapCard({ check, niche, openPreview }: { check: SiteCheckResult; niche: NicheSlug; openPreview: boolean }) {
  const tools = shortlistTools(check.tools);
  const [showPreview, setShowPreview] = useState(openPreview);
  const first = tools[0];
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h4 className="text-lg font-semibold">{check.label}</h4>
      <p className="text-sm">
        <span className="font-medium">What we found: </span>
        {check.evidence}
      </p>
      <p className="text-sm text-muted-foreground">{check.why}</p>
      {first ? (
        <div className="grid gap-3">
          <p className="text-sm">
            <span className="font-medium">Closes it: </span>
            {tools.map((tool, index) => (
              <span key={tool.id}>
                {index > 0 ? ', ' : ''}
                <Link to={toolHref(tool)} className="underline underline-offset-2">
                  {tool.name}
                </Link>
              </span>
            ))}
          </p>
          {showPreview ? (
            <GapPreview tool={first} niche={niche} />
          ) : (
            <Button type="button" variant="outline" className="justify-self-start" onClick={() => setShowPreview(true)}>
              See {first.name} on a site like yours
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
