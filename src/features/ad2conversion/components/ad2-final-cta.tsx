import { Button } from '@/components/ui/button';
import { DemoRequestButton } from '@/components/inquiries/demo-request-button';
import { AD2_DEMO_DESCRIPTION, SECTION_IDS } from '../data/ad2conversion-content';
import { scrollToSection } from './scroll-to-section';

export function Ad2FinalCta() {
  return (
    <section aria-labelledby="ad2-cta-heading" className="bg-primary py-16 text-primary-foreground md:py-20">
      <div className="container max-w-3xl text-center">
        <h2 id="ad2-cta-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          Ready to turn ad clicks into customers?
        </h2>
        <p className="mt-4 text-lg text-blue-100">
          Launch your first video campaign with AI follow-up this month. No setup fees.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" variant="inverse" onClick={() => scrollToSection(SECTION_IDS.pricing)}>
            See Pricing
          </Button>
          <DemoRequestButton
            source="ad2conversion"
            description={AD2_DEMO_DESCRIPTION}
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
          />
        </div>
      </div>
    </section>
  );
}
