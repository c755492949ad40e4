import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Section, SectionHeading } from '@/components/layout/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FeatureGrid } from '@/components/ui/feature-card';
import { contactUrl } from '@/config/paths';
import { PREMIUM_LIST, WHY_PREMIUM } from '../data/premium-list';
import { PREMIUM_MONTHLY_PRICE } from '@/domain/pricing/premium-price';
import { PremiumToolCard } from './premium-tool-card';

export function PremiumToolsPage() {
  return (
    <>
      <PageMeta
        title="Premium AI Tools"
        description={`AI voice agents, ad intelligence and local map SEO for local businesses: $${PREMIUM_MONTHLY_PRICE}/month per tool, implementation and training included.`}
      />
      <section className="border-b bg-gradient-to-b from-premium-soft/60 to-background py-16 md:py-20">
        <div className="container max-w-3xl text-center">
          <Badge variant="premium" className="px-3 py-1 text-sm">
            <Crown aria-hidden="true" className="size-4" />${PREMIUM_MONTHLY_PRICE}/month per tool
          </Badge>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight md:text-5xl">Premium AI Tools</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Done-for-you AI that answers your phones, books appointments, watches your competitors&apos; ads
            and lifts you up the local map. Every tool includes implementation and training, so it works from
            day one.
          </p>
        </div>
      </section>

      <Section aria-labelledby="premium-tools-heading">
        <h2 id="premium-tools-heading" className="sr-only">
          Available premium tools
        </h2>
        {/* Flex rather than grid so an incomplete last row sits centred under the others. */}
        <ul className="flex flex-wrap justify-center gap-6">
          {PREMIUM_LIST.map((tool) => (
            <li key={tool.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
              <PremiumToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </Section>

      <Section className="bg-muted/60" aria-labelledby="why-premium-heading">
        <SectionHeading id="why-premium-heading" title="Why Choose Premium Tools?" />
        <FeatureGrid items={WHY_PREMIUM} className="md:grid-cols-3" />
        <div className="mt-12 text-center">
          <p className="mb-4 text-lg font-medium">
            Not sure which tool fits your business? Talk it through with us.
          </p>
          <Button asChild size="lg">
            <Link to={contactUrl('consultation')}>Get Custom Consultation</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
