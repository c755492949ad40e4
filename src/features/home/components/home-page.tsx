import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { HomeHero } from './home-hero';
import { NicheGrid } from './niche-grid';
import { WhyChoose } from './why-choose';

export function HomePage() {
  return (
    <>
      <PageMeta
        title={SITE.name}
        description="Marketing tools that actually work for local businesses: AI and automation made simple, tailored to your niche. 14-day free trial."
      />
      <HomeHero />
      <WhyChoose />
      <NicheGrid />
      <CtaBand
        title="Ready to Grow Your Local Business?"
        text="Start with a 14-day free trial. Set up in under 5 minutes, cancel anytime."
      >
        <Button asChild size="lg" variant="inverse">
          <Link to={paths.pricing}>Start Free Trial</Link>
        </Button>
      </CtaBand>
    </>
  );
}
