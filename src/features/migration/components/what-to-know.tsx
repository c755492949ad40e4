import { CheckCircle2 } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/section';

export function WhatToKnow({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <Section className="bg-muted/50" aria-labelledby="what-to-know-heading">
      <SectionHeading id="what-to-know-heading" title="What You Need to Know" />
      <ul className="mx-auto grid max-w-4xl gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-lg border bg-card p-5 shadow-sm">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-muted-foreground">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
