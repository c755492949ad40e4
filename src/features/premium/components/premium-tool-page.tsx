import { PageMeta } from '@/components/layout/page-meta';
import { Section, SectionHeading } from '@/components/layout/section';
import { CheckList } from '@/components/ui/check-list';
import { FeatureGrid } from '@/components/ui/feature-card';
import type { PremiumToolPageContent } from '../data/premium-tool-page-types';
import { ChallengeSolution } from './challenge-solution';
import { PremiumPriceCard } from './premium-price-card';
import { PremiumToolHero } from './premium-tool-hero';

/** The one template behind all five premium tool pages. */
export function PremiumToolPage({ page }: { page: PremiumToolPageContent }) {
  return (
    <>
      <PageMeta title={page.title} description={page.tagline} />
      <PremiumToolHero page={page} />
      <ChallengeSolution challenge={page.challenge} solution={page.solution} />

      <Section className="bg-muted/60" aria-labelledby="features-heading">
        <SectionHeading
          id="features-heading"
          title="Key Features"
          subtitle={`What ${page.title} does for you`}
        />
        <FeatureGrid items={page.features} className="lg:grid-cols-4" />
      </Section>

      <Section aria-labelledby="benefits-heading">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_24rem]">
          <div>
            <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
              Benefits
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">What owners get from {page.title}.</p>
            <CheckList items={page.benefits} className="mt-8 text-lg" />
          </div>
          <PremiumPriceCard toolName={page.title} />
        </div>
      </Section>
    </>
  );
}
