import { useState } from 'react';
import type { PreviewProps } from './preview-props';
import { Stars } from './stars';
import { groupDigits } from '@/lib/numbers';

/** A compact badge with the average score and review count; it opens to show the latest reviews. */
export default function RatingBadgePreview({ sample }: PreviewProps) {
  const [open, setOpen] = useState(false);
  const average = sample.reviews.reduce((sum, review) => sum + review.stars, 0) / sample.reviews.length;
  const score = (Math.round(average * 10) / 10).toFixed(1);
  const count = groupDigits(sample.stats[1].value);
  return (
    <div className="flex min-h-64 flex-col items-start justify-end gap-3">
      {open ? (
        <ul aria-label={`Latest reviews of ${sample.business}`} className="w-full max-w-sm space-y-2">
          {sample.reviews.map((review) => (
            <li key={review.author} className="rounded-md border bg-background p-3 text-sm">
              <Stars filled={review.stars} label={`${review.stars} out of 5 stars`} />
              <p className="mt-1">“{review.text}”</p>
              <p className="font-semibold">{review.author}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
        className="flex items-center gap-3 rounded-full border bg-background px-4 py-2 text-left shadow-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="text-2xl font-extrabold">{score}</span>
        <span className="text-sm">
          <Stars filled={Math.round(average)} label={`Rated ${score} out of 5`} />
          <span className="block text-muted-foreground">
            {count} reviews of {sample.business}
          </span>
        </span>
      </button>
    </div>
  );
}
