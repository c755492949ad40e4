import { Hammer } from 'lucide-react';
import { memo } from 'react';
import { Mascot } from '@/components/brand/mascot';
import { Button } from '@/components/ui/button';
import type { Tool } from '@/domain/catalogue/tool-types';
import { ToolCard } from '@/components/catalogue/tool-card';

export function PremiumNotice() {
  return (
    <div className="mx-auto mb-8 flex max-w-3xl items-start gap-4 rounded-lg border border-premium bg-premium-soft p-5 text-premium-foreground">
      <Hammer aria-hidden="true" className="mt-1 size-6 shrink-0" />
      <div>
        <h2 className="font-semibold">We're Hard at Work Behind the Scenes</h2>
        <p className="mt-1 text-sm">
          Our team is building more premium automation tools right now. Each one comes with implementation and
          training included, so check back soon or talk to us about what you need.
        </p>
      </div>
    </div>
  );
}

/**
 * The list, memoised: a key typed into the search re-renders the page at once with the list it already
 * shows (the query is deferred), and without memo that urgent render redrew all 120+ cards, a 250 to
 * 600 ms task per key on a slow phone. Now only the deferred render, which React can interrupt, redraws it.
 */
export const DirectoryResults = memo(function DirectoryResults({
  tools,
  onClear,
}: {
  tools: readonly Tool[];
  onClear: () => void;
}) {
  if (tools.length === 0) {
    return (
      <div className="flex flex-col items-center py-16 text-center">
        <Mascot className="mb-4 h-24 w-24" />
        <p className="text-lg font-medium">No tools found matching your criteria.</p>
        <Button variant="outline" className="mt-4" onClick={onClear}>
          Clear Filters
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        // Cards off screen skip layout and paint until scrolled near (the page holds 120+).
        <li
          key={tool.id}
          className="flex [contain-intrinsic-block-size:auto_30rem] [content-visibility:auto]"
        >
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  );
});
