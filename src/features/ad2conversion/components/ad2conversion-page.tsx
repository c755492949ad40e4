import { PageMeta } from '@/components/layout/page-meta';
import { Section, SectionHeading } from '@/components/layout/section';
import { FeatureGrid } from '@/components/ui/feature-card';
import { TestimonialGrid } from '@/components/ui/testimonial-card';
import { AD2_TESTIMONIALS, CONVERSION_GOALS, WHY_IT_WORKS } from '../data/ad2conversion-content';
import { Ad2FinalCta } from './ad2-final-cta';
import { Ad2Hero } from './ad2-hero';
import { Ad2Pricing } from './ad2-pricing';
import { Ad2Process } from './ad2-process';
import { CaseStudies } from './case-studies';

export function Ad2ConversionPage() {
  return (
    <>
      <PageMeta
        title="Ad2Conversion AI"
        description="Video ads plus AI follow-up that turns clicks into booked appointments. $249/month or a $299 one-time campaign, no setup fees."
      />
      <Ad2Hero />
      <Ad2Process />

      <Section className="bg-muted/60" aria-labelledby="goals-heading">
        <SectionHeading
          id="goals-heading"
          title="Built around the result you want"
          subtitle="Pick a conversion goal and the ad and the AI follow-up are tuned to it."
        />
        <FeatureGrid items={CONVERSION_GOALS} className="lg:grid-cols-3" />
      </Section>

      <CaseStudies />
      <Ad2Pricing />

      <Section aria-labelledby="why-heading">
        <SectionHeading id="why-heading" title="Why it works" />
        <FeatureGrid items={WHY_IT_WORKS} className="lg:grid-cols-4" />
      </Section>

      <Section className="bg-muted/60" aria-labelledby="ad2-testimonials-heading">
        <SectionHeading id="ad2-testimonials-heading" title="What our clients say" />
        <TestimonialGrid items={AD2_TESTIMONIALS} className="lg:grid-cols-3" />
      </Section>

      <Ad2FinalCta />
    </>
  );
}
