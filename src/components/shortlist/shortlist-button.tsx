import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EARLY_ANSWER, EARLY_SHORTLIST, TOOL_ID, TOOL_NAME } from '@/lib/first-paint/early-answers';
import { shortlistToggleLabel } from '@/lib/shortlist/shortlist-key';
import { SHORTLIST_MAX, toggleShortlist, useShortlist } from '@/lib/shortlist/shortlist-store';
import { cn } from '@/lib/utils';
import { toolById } from '@/domain/catalogue/shortlist-tools';

/**
 * A plus, or a check once the toggle is pressed (lucide's shapes): one small SVG whose shape follows
 * `aria-pressed` in CSS, not two icons, since the directory holds 123 toggles.
 */
function ShortlistIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path className="group-aria-pressed:hidden" d="M5 12h14M12 5v14" />
      <path className="hidden group-aria-pressed:inline" d="M20 6 9 17l-5-5" />
    </svg>
  );
}

/**
 * "Add to my shortlist" toggle for a tool card or a tool page. Before the app has started the page answers
 * it by itself (decision 046): how it looks follows `aria-pressed` alone, in CSS, so the page's first script
 * only has to flip that attribute and the name. Nothing to adopt: the stored shortlist is the truth, and
 * the store reads it when it subscribes, as the app starts.
 */
export function ShortlistButton({ toolId, className }: { toolId: number; className?: string }) {
  const ids = useShortlist();
  const [full, setFull] = useState(false);
  const name = toolById(toolId)?.name ?? 'this tool';
  const added = ids.includes(toolId);

  const onClick = () => setFull(!toggleShortlist(toolId));

  return (
    <div className={cn('flex flex-col', className)}>
      <Button
        variant="outline"
        aria-pressed={added}
        aria-label={shortlistToggleLabel(name, added)}
        {...{ [EARLY_ANSWER]: EARLY_SHORTLIST, [TOOL_ID]: toolId, [TOOL_NAME]: name }}
        onClick={onClick}
        // It hydrates over the page's own answer to a press before the app started (its pressed state and
        // name), then follows the stored shortlist like any toggle.
        suppressHydrationWarning
        className="group w-full aria-pressed:border-primary aria-pressed:bg-accent aria-pressed:text-primary"
      >
        <ShortlistIcon />
        Shortlist
      </Button>
      {/* Always present, so screen readers announce the message when it appears. */}
      <p role="status" className="text-xs text-destructive [&:not(:empty)]:mt-1">
        {full && !added ? `Your shortlist is full (${SHORTLIST_MAX} tools). Remove one to add another.` : ''}
      </p>
    </div>
  );
}
