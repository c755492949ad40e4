import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Section, SectionHeading } from '@/components/layout/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CtaBand, ctaBandOutlineClass } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { TestimonialGrid } from '@/components/ui/testimonial-card';
import { contactSubjectUrl } from '@/lib/contact/contact-subjects';
import { ELITE_TESTIMONIALS } from '../data/enterprise-comparison';
import { EnterpriseComparisonTable } from './enterprise-comparison-table';

export function EnterpriseComparisonPage() {
  return (
    <>
      <PageMeta
        title="Enterprise vs Enterprise Elite"
        description="Compare Enterprise and Enterprise Elite side by side: tools, custom builds, web app development, success management and support response times."
      />
      <PageHero
        eyebrow={<Badge variant="secondary">Compare plans</Badge>}
        title="Enterprise vs Enterprise Elite"
        subtitle="Both plans give you a serious marketing engine. Elite adds unlimited tools, guaranteed custom builds and a dedicated team."
        className="pb-8 md:pb-10"
      />
      <EnterpriseComparisonTable />
      <Section className="bg-muted/50" aria-labelledby="testimonials-heading">
        <SectionHeading id="testimonials-heading" title="What Elite Clients Say" />
        <TestimonialGrid items={ELITE_TESTIMONIALS} className="mx-auto max-w-5xl" />
      </Section>
      <CtaBand
        title="Not Sure Which Plan Fits?"
        text="Talk it through with a strategist, or tell us your goals and we will send a proposal built around them."
      >
        <Button asChild variant="inverse" size="lg">
          <Link to={contactSubjectUrl('strategy-call')}>Schedule Strategy Call</Link>
        </Button>
        <Button asChild variant="ghost" size="lg" className={ctaBandOutlineClass}>
          <Link to={contactSubjectUrl('proposal')}>Get Custom Proposal</Link>
        </Button>
      </CtaBand>
    </>
  );
}
