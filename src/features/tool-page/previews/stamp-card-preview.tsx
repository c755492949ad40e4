import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { PreviewProps } from './preview-props';

const STAMPS = 10;

/** A loyalty card filling up one stamp per visit; the tenth earns the niche's reward. */
export default function StampCardPreview({ sample }: PreviewProps) {
  const [stamps, setStamps] = useState(6);
  const full = stamps >= STAMPS;
  const reward = sample.items[0];
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-xl border bg-background p-5 text-center shadow-sm">
      <h3 className="text-lg font-bold">{sample.business} rewards card</h3>
      <ol aria-label={`${stamps} of ${STAMPS} stamps collected`} className="grid grid-cols-5 gap-2">
        {Array.from({ length: STAMPS }, (_, index) => (
          <li
            key={index}
            aria-hidden="true"
            className={cn(
              'flex aspect-square items-center justify-center rounded-full border-2 text-xl',
              index < stamps ? 'border-primary bg-primary/10' : 'border-dashed border-muted-foreground/50',
            )}
          >
            {index < stamps ? (
              index === STAMPS - 1 ? (
                reward.emoji
              ) : (
                <Check className="size-5 text-primary" />
              )
            ) : null}
          </li>
        ))}
      </ol>
      <p role="status" className="font-medium">
        {full
          ? `Reward unlocked: a free ${reward.name.toLowerCase()}!`
          : `${STAMPS - stamps} more visits to a free ${reward.name.toLowerCase()}`}
      </p>
      <div className="flex justify-center gap-2">
        <Button type="button" disabled={full} onClick={() => setStamps((current) => current + 1)}>
          Add a stamp
        </Button>
        <Button type="button" variant="outline" onClick={() => setStamps(0)}>
          Start a new card
        </Button>
      </div>
    </div>
  );
}
