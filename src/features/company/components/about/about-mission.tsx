import { Link } from 'react-router-dom';
import { Section } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { OUR_MISSION } from '../../data/about';

export function AboutMission() {
  return (
    <Section className="bg-accent" aria-labelledby="mission-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="mission-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          Our Mission
        </h2>
        <p className="mt-6 text-balance text-xl leading-relaxed text-accent-foreground md:text-2xl">
          {OUR_MISSION}
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.pricing}>Join Our Mission</Link>
        </Button>
      </div>
    </Section>
  );
}
