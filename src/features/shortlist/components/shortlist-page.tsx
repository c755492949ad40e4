import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { customBuilderUrl, paths } from '@/config/paths';
import { useShortlist } from '@/lib/shortlist/shortlist-store';
import { shortlistPlan } from '../lib/shortlist-plan';
import { shortlistTools } from '@/domain/catalogue/shortlist-tools';
import { COMPARE_MAX, ComparePicker } from './compare-picker';
import { CompareTable } from './compare-table';
import { ShortlistList } from './shortlist-list';
import { ShortlistPlanSummary } from './shortlist-plan-summary';

export function ShortlistPage() {
  const ids = useShortlist();
  const tools = shortlistTools(ids);
  // null until the visitor picks: then the first four added are compared.
  const [picked, setPicked] = useState<number[] | null>(null);
  const compared = (picked ?? ids.slice(0, COMPARE_MAX)).filter((id) => ids.includes(id));
  const comparedTools = tools.filter((tool) => compared.includes(tool.id));

  return (
    <>
      <PageMeta
        title="My shortlist"
        description="The tools you shortlisted, the plan that covers them, and a side-by-side comparison."
      />
      {/* Personal to this browser: nothing for a search engine to index. */}
      <meta name="robots" content="noindex" />
      <div className="container max-w-5xl py-12 md:py-16">
        <h1 className="text-4xl font-bold tracking-tight">My shortlist</h1>
        {tools.length === 0 ? (
          <div className="mt-6 rounded-lg border bg-card p-8 text-center">
            <p className="text-lg font-semibold">Your shortlist is empty</p>
            <p className="mt-2 text-muted-foreground">
              Use “Shortlist” on any tool to keep it here, see which plan covers your picks and compare them
              side by side.
            </p>
            <Button asChild className="mt-6">
              <Link to={paths.tools}>Browse the tools</Link>
            </Button>
          </div>
        ) : (
          <div className="mt-6 flex flex-col gap-10">
            <p className="text-muted-foreground">
              {tools.length} {tools.length === 1 ? 'tool' : 'tools'}, kept in this browser.
            </p>
            <ShortlistList tools={tools} />
            <ShortlistPlanSummary summary={shortlistPlan(tools)} />
            <section aria-labelledby="compare-heading" className="flex flex-col gap-4">
              <h2 id="compare-heading" className="text-2xl font-semibold">
                Compare side by side
              </h2>
              {tools.length > COMPARE_MAX ? (
                <ComparePicker tools={tools} selected={compared} onChange={setPicked} />
              ) : null}
              {comparedTools.length > 0 ? (
                <CompareTable tools={comparedTools} />
              ) : (
                <p className="text-muted-foreground">Choose at least one tool to compare.</p>
              )}
            </section>
            <section aria-labelledby="toolkit-heading" className="rounded-lg border bg-accent p-6">
              <h2 id="toolkit-heading" className="text-xl font-semibold">
                Want these set up for you?
              </h2>
              <p className="mt-2">
                Answer five short questions and we will send you a toolkit built around these tools; your
                shortlist goes with your request.
              </p>
              <Button asChild className="mt-4">
                <Link to={customBuilderUrl(ids)}>
                  Get this toolkit
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </section>
          </div>
        )}
      </div>
    </>
  );
}
