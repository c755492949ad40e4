import { Quote } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import type { Testimonial } from '../data/enterprise-comparison';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col p-6 md:p-8">
        <Quote aria-hidden="true" className="size-8 text-premium" />
        <figure className="mt-4 flex flex-1 flex-col">
          <blockquote className="flex-1 text-lg leading-relaxed">“{testimonial.quote}”</blockquote>
          <figcaption className="mt-6 flex items-center gap-3">
            <InitialsAvatar name={testimonial.name} />
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
