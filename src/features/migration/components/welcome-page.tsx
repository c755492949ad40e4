import { Gift } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Section, SectionHeading } from '@/components/layout/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { FeatureGrid } from '@/components/ui/feature-card';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import { WELCOME_BENEFITS, WELCOME_CONTENT as content, WELCOME_STEPS } from '../data/welcome';

function ViewPlansButton({ variant }: { variant: 'default' | 'inverse' }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={paths.pricing}>View Marketing Plans</Link>
    </Button>
  );
}

export function WelcomePage() {
  return (
    <>
      <PageMeta title={content.metaTitle} description={content.metaDescription} />
      <PageHero
        eyebrow={<Badge variant="secondary">{content.eyebrow}</Badge>}
        title={content.title}
        subtitle={content.subtitle}
      >
        <p className="flex items-center gap-2 rounded-full bg-premium-soft px-4 py-2 font-semibold text-premium-foreground">
          <Gift aria-hidden="true" className="size-5" /> {content.offer}
        </p>
        <ViewPlansButton variant="default" />
      </PageHero>
      <Section aria-labelledby="benefits-heading">
        <SectionHeading id="benefits-heading" title="Your Free Website Includes" />
        <FeatureGrid items={WELCOME_BENEFITS} className="lg:grid-cols-4" />
      </Section>
      <Section className="bg-muted/50" aria-labelledby="steps-heading">
        <SectionHeading id="steps-heading" title="How It Works" />
        <ol className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
          {WELCOME_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-1 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand
        title="Claim Your Free Website"
        text="Pick the plan that fits your business. Your new website comes with it, free."
      >
        <ViewPlansButton variant="inverse" />
      </CtaBand>
    </>
  );
}
