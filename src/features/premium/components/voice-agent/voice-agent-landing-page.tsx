import { PageMeta } from '@/components/layout/page-meta';
import { Section, SectionHeading } from '@/components/layout/section';
import { FeatureGrid } from '@/components/ui/feature-card';
import { TestimonialGrid } from '@/components/ui/testimonial-card';
import { HOW_IT_WORKS, VOICE_FAQ } from '../../data/voice-agent-accordions';
import { CAPABILITIES, VOICE_TESTIMONIALS } from '../../data/voice-agent-content';
import { AccordionList } from '../accordion-list';
import { BusinessTypes } from './business-types';
import { CallFlow } from './call-flow';
import { VoiceFinalCta } from './voice-final-cta';
import { VoiceHero } from './voice-hero';
import { VoicePricing } from './voice-pricing';

export function VoiceAgentLandingPage() {
  return (
    <>
      <PageMeta
        title="AI Voice Agent"
        description="An AI receptionist that answers every call 15x faster, books appointments, takes notes and sends texts and emails. Live in under 10 minutes for $249/month."
      />
      <VoiceHero />
      <BusinessTypes />

      <Section className="bg-muted/60" aria-labelledby="how-it-works-heading">
        <SectionHeading
          id="how-it-works-heading"
          title="How it works"
          subtitle="Four steps, and most businesses are live in under 10 minutes."
        />
        <AccordionList
          items={HOW_IT_WORKS}
          defaultValue={HOW_IT_WORKS[0]?.value}
          className="mx-auto max-w-3xl"
        />
      </Section>

      <Section aria-labelledby="capabilities-heading">
        <SectionHeading
          id="capabilities-heading"
          title="Everything a great receptionist does"
          subtitle="Without the sick days, lunch breaks or missed calls."
        />
        <FeatureGrid items={CAPABILITIES} className="lg:grid-cols-3" />
      </Section>

      <CallFlow />

      <Section aria-labelledby="voice-testimonials-heading">
        <SectionHeading id="voice-testimonials-heading" title="What owners say" />
        <TestimonialGrid items={VOICE_TESTIMONIALS} className="mx-auto max-w-5xl" />
      </Section>

      <VoicePricing />

      <Section aria-labelledby="voice-faq-heading">
        <SectionHeading id="voice-faq-heading" title="Frequently asked questions" />
        <AccordionList items={VOICE_FAQ} className="mx-auto max-w-3xl" />
      </Section>

      <VoiceFinalCta />
    </>
  );
}
