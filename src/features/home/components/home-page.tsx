import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
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
      <section className="bg-primary py-16 text-primary-foreground">
        <div className="container text-center">
          <h2 className="text-3xl font-bold md:text-4xl">Ready to Grow Your Local Business?</h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-primary-foreground/90">
            Start with a 14-day free trial. Set up in under 5 minutes, cancel anytime.
          </p>
          <Button asChild size="lg" variant="inverse" className="mt-8">
            <Link to={paths.pricing}>Start Free Trial</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
