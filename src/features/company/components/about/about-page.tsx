import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { CtaBand, ctaBandOutlineClass } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { AboutMission } from './about-mission';
import { AboutStats } from './about-stats';
import { AboutStory } from './about-story';
import { AboutTeam } from './about-team';
import { AboutValues } from './about-values';

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About"
        description={`${SITE.name} builds simple, proven marketing tools for local businesses. Meet the team, our values and the mission behind 2,500+ growing businesses.`}
      />
      <PageHero
        title={`About ${SITE.name}`}
        subtitle="We build marketing tools that actually work for local businesses, so owners spend less time on marketing and more time on the work they love."
      />
      <AboutStats />
      <AboutStory />
      <AboutValues />
      <AboutTeam />
      <AboutMission />
      <CtaBand
        title="Ready to Grow Your Local Business?"
        text="Start a 14-day free trial, or talk to us about what your business needs."
      >
        <Button asChild variant="inverse" size="lg">
          <Link to={paths.pricing}>View Pricing</Link>
        </Button>
        <Button asChild variant="ghost" size="lg" className={ctaBandOutlineClass}>
          <Link to={paths.contact}>Contact Us</Link>
        </Button>
      </CtaBand>
    </>
  );
}
