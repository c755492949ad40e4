import { MapPin, Target, Zap } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/section';
import { SITE } from '@/config/site';
import { WHY_CHOOSE } from '../data/home-content';

const ICONS = { Target, Zap, MapPin } as const;

export function WhyChoose() {
  return (
    <Section>
      <SectionHeading
        title={`Why Local Businesses Choose ${SITE.name}`}
        subtitle="Tools that fit the way local businesses actually work."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {WHY_CHOOSE.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <li key={item.title} className="rounded-lg border bg-card p-6 text-center shadow-sm">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
