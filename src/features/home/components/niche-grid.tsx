import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import nicheCounts from 'virtual:niche-counts';
import { Section, SectionHeading } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HOME_NICHES } from '@/domain/catalogue/niches';

/** Twelve niche cards; counts come from the catalogue at build time so this page does not download it. */
export function NicheGrid() {
  return (
    <Section className="bg-muted/50">
      <SectionHeading
        title="Tools Built for Your Business Type"
        subtitle="Pick your industry to see the tools that fit it best."
      />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {HOME_NICHES.map((niche) => (
          <li key={niche.slug}>
            <Link
              to={paths.niche(niche.slug)}
              className="group flex h-full flex-col items-center rounded-lg border bg-card p-5 text-center shadow-sm transition-all hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span aria-hidden="true" className="text-4xl">
                {niche.icon}
              </span>
              <span className="mt-3 font-semibold">{niche.label}</span>
              <span className="mt-1 text-sm text-muted-foreground">{nicheCounts[niche.category]} tools</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild size="lg" variant="outline">
          <Link to={paths.tools}>
            View All Tools
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
