import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CtaBand, ctaBandOutlineClass } from '@/components/ui/cta-band';
import { ActionRow, PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import { contactSubjectUrl } from '@/lib/contact/contact-subjects';
import { formatUsd } from '@/domain/pricing/format-usd';
import { ENTERPRISE_ELITE } from '@/domain/pricing/plans';
import { EliteIncluded } from './elite-included';
import { EliteInvestment } from './elite-investment';

export function EnterpriseElitePage() {
  return (
    <>
      <PageMeta
        title="Enterprise Elite"
        description={`The ultimate marketing solution for local brands: unlimited tools, 5 custom builds a month, web app development and a dedicated success manager for ${formatUsd(ENTERPRISE_ELITE.monthlyPrice)} a month.`}
      />
      <PageHero
        eyebrow={
          <Badge variant="premium" className="px-3 py-1 text-sm">
            <Crown aria-hidden="true" className="size-4" /> Enterprise Elite
          </Badge>
        }
        title="The Ultimate Marketing Solution"
        subtitle="Unlimited tools, custom software built every month, and a dedicated team focused on one thing: growing your business."
      >
        <ActionRow>
          <Button asChild variant="premium" size="lg">
            <Link to={contactSubjectUrl('strategy-call')}>Book Strategy Call</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={contactSubjectUrl('sales')}>Contact Sales</Link>
          </Button>
        </ActionRow>
      </PageHero>
      <EliteInvestment />
      <EliteIncluded />
      <CtaBand
        title="Ready to Build Your Growth Engine?"
        text="Book a strategy call and we will map out your first 90 days, with no obligation."
      >
        <Button asChild variant="inverse" size="lg">
          <Link to={contactSubjectUrl('strategy-call')}>Book Strategy Call</Link>
        </Button>
        <Button asChild variant="ghost" size="lg" className={ctaBandOutlineClass}>
          <Link to={paths.enterpriseComparison}>Compare with Enterprise</Link>
        </Button>
      </CtaBand>
    </>
  );
}
