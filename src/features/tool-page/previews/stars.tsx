import { Star } from 'lucide-react';

/** A row of five stars, the first `filled` of them coloured; screen readers hear the label instead. */
export function Stars({ filled, label }: { filled: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {Array.from({ length: 5 }, (_, star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={star < filled ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'}
        />
      ))}
    </span>
  );
}
