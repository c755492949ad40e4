import { Quote } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import type { Testimonial } from '../data/enterprise-comparison';

function initials(name: string) {
  return name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col p-6 md:p-8">
        <Quote aria-hidden="true" className="size-8 text-premium" />
        <figure className="mt-4 flex flex-1 flex-col">
          <blockquote className="flex-1 text-lg leading-relaxed">“{testimonial.quote}”</blockquote>
          <figcaption className="mt-6 flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {initials(testimonial.name)}
            </span>
            <span>
              <span className="block font-semibold">{testimonial.name}</span>
              <span className="block text-sm text-muted-foreground">
                {testimonial.role}, {testimonial.business}
              </span>
            </span>
          </figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}
