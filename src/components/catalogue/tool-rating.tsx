import { Star } from 'lucide-react';

export function ToolRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">{rating.toFixed(1)}</span>
      <span className="sr-only">Rated {rating.toFixed(1)} out of 5</span>
    </span>
  );
}
