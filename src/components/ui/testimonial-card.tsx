import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface Testimonial {
  quote: string;
  name: string;
  /** Role and business, e.g. "Owner, Bella Salon, Austin TX". */
  role: string;
  /** A highlighted result shown above the quote, e.g. "3x more booked jobs". */
  result?: string;
}

/** A five-star customer quote as a figure, so the quote and its author stay together for assistive tech. */
export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <figure className={cn('flex h-full flex-col rounded-lg border bg-card p-6 shadow-sm', className)}>
      <div className="flex gap-0.5 text-premium" role="img" aria-label="Rated 5 out of 5">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} aria-hidden="true" className="size-4 fill-current" />
        ))}
      </div>
      {testimonial.result ? (
        <p className="mt-4 text-lg font-bold text-primary">{testimonial.result}</p>
      ) : null}
      <blockquote className="mt-3 flex-1 text-card-foreground">
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 border-t pt-4">
        <span className="block font-semibold">{testimonial.name}</span>
        <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ items, className }: { items: readonly Testimonial[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 md:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item.name}>
          <TestimonialCard testimonial={item} />
        </li>
      ))}
    </ul>
  );
}
