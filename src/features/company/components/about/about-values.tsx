import { Section, SectionHeading } from '@/components/layout/section';
import { FeatureGrid } from '@/components/ui/feature-card';
import { OUR_VALUES } from '../../data/about';

export function AboutValues() {
  return (
    <Section className="bg-muted/50" aria-labelledby="values-heading">
      <SectionHeading
        id="values-heading"
        title="Our Values"
        subtitle="The principles behind every tool we build."
      />
      <FeatureGrid items={OUR_VALUES} className="lg:grid-cols-4" />
    </Section>
  );
}
