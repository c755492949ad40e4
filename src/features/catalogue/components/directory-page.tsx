import { Search } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { Mascot } from '@/components/brand/mascot';
import { PageMeta } from '@/components/layout/page-meta';
import { Input } from '@/components/ui/input';
import { useTextFromDom } from '@/lib/react/use-text-from-dom';
import { categoryDescription } from '@/domain/catalogue/category-descriptions';
import { ALL_FILTER, PREMIUM_FILTER } from '@/domain/catalogue/directory-filters';
import { TOOLS } from '@/domain/catalogue/tools';
import { filterTools } from '@/domain/catalogue/filter-tools';
import { useDirectoryParams } from '../lib/use-directory-params';
import { DirectoryFilters } from './directory-filters';
import { DirectoryResults, PremiumNotice } from './directory-results';

const SEARCH_ID = 'tool-search';

export function DirectoryPage() {
  const { filter, query, setFilter, setQuery, clear } = useDirectoryParams();
  // A search typed, pasted or filled in before the app started filters the list as soon as it has.
  useTextFromDom(SEARCH_ID, query, setQuery);
  const deferredQuery = useDeferredValue(query);
  const tools = useMemo(() => filterTools(TOOLS, filter, deferredQuery), [filter, deferredQuery]);
  const description = categoryDescription(filter);
  const toolWord = tools.length === 1 ? 'tool' : 'tools';

  return (
    <div className="container py-12 md:py-16">
      <PageMeta
        title="Marketing Tools Directory"
        description={`Browse ${TOOLS.length}+ ready-made website tools for local businesses: reviews, booking, chat, social feeds, AI agents and more.`}
      />
      <header className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <Mascot className="h-24 w-24" label="LocalBoost mascot waving a megaphone" />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight md:text-5xl">Marketing Tools Directory</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Ready-made tools you can add to your website in minutes. Filter by your business type or by what you
          need the tool to do.
        </p>
      </header>

      <div role="search" className="mx-auto mt-8 max-w-xl">
        <label htmlFor={SEARCH_ID} className="sr-only">
          Search tools
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={SEARCH_ID}
            type="search"
            placeholder="Search tools..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="h-12 pl-10 text-base"
            autoComplete="off"
          />
        </div>
      </div>

      <div className="mt-8">
        <DirectoryFilters value={filter} onChange={setFilter} />
      </div>

      <div className="mx-auto mt-8 max-w-3xl text-center">
        {description ? <p className="text-muted-foreground">{description}</p> : null}
        {filter !== ALL_FILTER ? (
          <p className="mt-2 font-medium">
            Showing {tools.length} {toolWord} for {filter}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {tools.length} {toolWord} found
        </p>
      </div>

      <section aria-labelledby="results-heading" className="mt-8">
        <h2 id="results-heading" className="sr-only">
          Tools
        </h2>
        {filter === PREMIUM_FILTER ? <PremiumNotice /> : null}
        <DirectoryResults tools={tools} onClear={clear} />
      </section>
    </div>
  );
}
