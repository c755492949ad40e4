import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { PreviewProps } from './preview-props';

/**
 * "How was your visit?" Happy customers are sent on to leave a public review; anyone less happy is asked
 * what went wrong, privately, so the business hears it first.
 */
export default function ReviewRequestPreview({ sample }: PreviewProps) {
  const id = useId();
  const [stars, setStars] = useState(0);
  const [sent, setSent] = useState(false);
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-lg border bg-background p-5 text-center">
      <h3 className="text-lg font-bold">How was your visit to {sample.business}?</h3>
      <div role="group" aria-label="Your rating" className="flex justify-center gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={stars === value}
            aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
            onClick={() => {
              setStars(value);
              setSent(false);
            }}
            className="rounded p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Star
              aria-hidden="true"
              className={cn(
                'size-8',
                value <= stars ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
              )}
            />
          </button>
        ))}
      </div>
      {stars >= 4 ? (
        <div role="status" className="space-y-2">
          <p className="font-medium">Thank you! Would you share that on Google?</p>
          <Button type="button" onClick={() => setSent(true)}>
            Leave a Google review
          </Button>
          <p className="text-sm">{sent ? 'This would open the Google review page in a new tab.' : ''}</p>
        </div>
      ) : null}
      {stars > 0 && stars < 4 ? (
        <form
          className="space-y-2 text-left"
          onSubmit={(event) => {
            event.preventDefault();
            setSent(true);
          }}
        >
          <Label htmlFor={`${id}-feedback`}>Sorry to hear that. What could we do better?</Label>
          <Textarea id={`${id}-feedback`} rows={2} />
          <Button type="submit">Send privately</Button>
          <p role="status" className="text-sm font-medium">
            {sent ? `Sent to the ${sample.business} team. (Preview: nothing was sent.)` : ''}
          </p>
        </form>
      ) : null}
    </div>
  );
}
