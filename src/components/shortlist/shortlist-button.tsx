import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SHORTLIST_MAX, toggleShortlist, useShortlist } from '@/lib/shortlist/shortlist-store';
import { cn } from '@/lib/utils';
import { toolById } from '@/domain/catalogue/shortlist-tools';

/** "Add to my shortlist" toggle for a tool card or a tool page. */
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
        aria-label={added ? `Remove ${name} from my shortlist` : `Add ${name} to my shortlist`}
        onClick={onClick}
        className={cn('w-full', added && 'border-primary bg-accent text-primary')}
      >
        {added ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
        Shortlist
      </Button>
      {/* Always present, so screen readers announce the message when it appears. */}
      <p role="status" className="text-xs text-destructive [&:not(:empty)]:mt-1">
        {full && !added ? `Your shortlist is full (${SHORTLIST_MAX} tools). Remove one to add another.` : ''}
      </p>
    </div>
  );
}
