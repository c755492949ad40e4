import { Section, SectionHeading } from '@/components/layout/section';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ELITE_INCLUDED } from '../data/enterprise-elite';
import { CheckList } from '@/components/ui/check-list';

export function EliteIncluded() {
  return (
    <Section className="bg-muted/50" aria-labelledby="included-heading">
      <SectionHeading
        id="included-heading"
        title="What's Included"
        subtitle="Everything in Enterprise, plus unlimited tools, custom development and a dedicated partner."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {ELITE_INCLUDED.map(({ title, icon: Icon, items }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-premium-soft text-premium-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CheckList items={items} className="text-sm" />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
