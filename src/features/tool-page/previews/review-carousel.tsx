import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

/** One review at a time with previous/next buttons; no autoplay, so nothing moves unasked. */
export default function ReviewCarousel({ sample }: PreviewProps) {
  const [index, setIndex] = useState(0);
  const count = sample.reviews.length;
  const review = sample.reviews[index] ?? sample.reviews[0];
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Reviews of ${sample.business}`}
      className="space-y-4"
    >
      <div aria-live="polite" className="rounded-lg border bg-background p-5 shadow-sm">
        <p className="sr-only">
          Review {index + 1} of {count}
        </p>
        <p className="flex gap-0.5" aria-label={`${review.stars} out of 5 stars`} role="img">
          {Array.from({ length: 5 }, (_, star) => (
            <Star
              key={star}
              aria-hidden="true"
              className={
                star < review.stars ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'
              }
            />
          ))}
        </p>
        <blockquote className="mt-3 text-base">“{review.text}”</blockquote>
        <p className="mt-2 text-sm font-semibold">{review.author}</p>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button type="button" variant="outline" size="sm" aria-label="Previous review" onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span aria-hidden="true" className="text-sm text-muted-foreground">
          {index + 1} / {count}
        </span>
        <Button type="button" variant="outline" size="sm" aria-label="Next review" onClick={() => go(1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
