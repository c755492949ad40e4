import { Section, SectionHeading } from '@/components/layout/section';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { OUR_VALUES } from '../../data/about';

export function AboutValues() {
  return (
    <Section className="bg-muted/50" aria-labelledby="values-heading">
      <SectionHeading
        id="values-heading"
        title="Our Values"
        subtitle="The principles behind every tool we build."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {OUR_VALUES.map(({ title, text, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <CardTitle className="text-lg">{title}</CardTitle>
              </CardHeader>
              <CardContent className="text-muted-foreground">{text}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
