import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { contactSubjectUrl } from '@/lib/contact/contact-subjects';
import { ENTERPRISE_ELITE } from '@/domain/pricing/plans';
import { CheckList } from '@/components/ui/check-list';
import { PlanPrice } from './plan-price';

/** The top tier sits apart from the self-serve plans: it is sold by conversation, not checkout. */
export function ElitePlanCard() {
  return (
    <article aria-labelledby="plan-elite-title">
      <Card className="border-2 border-premium bg-premium-soft/40">
        <div className="grid gap-6 md:grid-cols-[1fr_1.2fr] md:items-center">
          <CardHeader>
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-premium-foreground">
              <Crown aria-hidden="true" className="size-4" />
              For brands ready to dominate locally
            </p>
            <CardTitle id="plan-elite-title" className="text-2xl">
              {ENTERPRISE_ELITE.name}
            </CardTitle>
            <CardDescription className="text-base text-foreground/80">
              {ENTERPRISE_ELITE.description}
            </CardDescription>
            <PlanPrice
              monthlyPrice={ENTERPRISE_ELITE.monthlyPrice}
              note="Billed monthly, tailored to your goals"
              className="pt-2"
            />
          </CardHeader>
          <CardContent className="md:pt-6">
            <CheckList
              items={ENTERPRISE_ELITE.features}
              className="grid gap-3 space-y-0 text-sm sm:grid-cols-2"
            />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="premium" size="lg">
                <Link to={contactSubjectUrl('consultation')}>{ENTERPRISE_ELITE.cta}</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to={paths.enterpriseElite}>
                  Learn More<span className="sr-only"> about Enterprise Elite</span>
                </Link>
              </Button>
            </div>
          </CardContent>
        </div>
      </Card>
    </article>
  );
}
