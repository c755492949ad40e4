import { ShoppingBag, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

const AGO = ['2 minutes ago', '9 minutes ago', '14 minutes ago'] as const;

/**
 * The small notices that show real activity ("Maria just ordered…") and how many people are looking now.
 * A new notice comes on request rather than on a timer, so nothing moves unasked.
 */
export default function SocialProofPreview({ sample }: PreviewProps) {
  const [index, setIndex] = useState(0);
  const review = sample.reviews[index % sample.reviews.length] ?? sample.reviews[0];
  const item = sample.items[index % sample.items.length] ?? sample.items[0];
  const place = sample.locations[index % sample.locations.length] ?? sample.locations[0];
  return (
    <div className="flex min-h-64 flex-col justify-between gap-4 rounded-lg border bg-background p-4">
      <p className="flex items-center gap-2 self-end rounded-full bg-muted px-3 py-1 text-sm font-medium">
        <Users aria-hidden="true" className="size-4 text-primary" /> {7 + index * 3} people are looking at{' '}
        {sample.business} right now
      </p>
      <div
        role="status"
        className="flex max-w-sm items-center gap-3 rounded-lg border bg-background p-3 shadow-lg"
      >
        <span aria-hidden="true" className="text-3xl">
          {item.emoji}
        </span>
        <span className="text-sm">
          <span className="block font-semibold">
            {review.author} near {place.name} just chose {item.name}
          </span>
          <span className="flex items-center gap-1 text-muted-foreground">
            <ShoppingBag aria-hidden="true" className="size-3" /> {AGO[index % AGO.length]}
          </span>
        </span>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => setIndex((current) => current + 1)}
      >
        Show the next notice
      </Button>
    </div>
  );
}
