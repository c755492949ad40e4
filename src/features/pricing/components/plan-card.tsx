import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckoutLink } from '@/components/ui/checkout-link';
import { CHECKOUT_LINKS } from '@/config/checkout-links';
import { planAnchorId } from '@/config/paths';
import { cn } from '@/lib/utils';
import { BILLING_CHOICE, BILLING_PERIODS, type Plan } from '@/domain/pricing/plans';
import { shownFor } from '@/components/ui/choice-group';
import { CheckList } from '@/components/ui/check-list';
import { PlanPrice } from './plan-price';

export function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    // The id lets a link land on this plan (the toolkit's "See the Professional plan"); scroll-margin keeps
    // the card clear of the sticky nav.
    <article id={planAnchorId(plan.id)} aria-labelledby={titleId} className="h-full">
      <Card
        className={cn(
          'relative flex h-full flex-col',
          plan.popular && 'border-2 border-primary shadow-lg md:-my-2',
        )}
      >
        {plan.popular ? (
          <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap px-3 py-1">
            Most Popular
          </Badge>
        ) : null}
        <CardHeader>
          <CardTitle id={titleId}>{plan.name}</CardTitle>
          <CardDescription>{plan.description}</CardDescription>
          <PlanPrice monthlyPrice={plan.monthlyPrice} className="pt-4" />
        </CardHeader>
        <CardContent className="flex-1">
          <CheckList items={plan.features} className="text-sm" />
        </CardContent>
        <CardFooter>
          {/* A link per period, all in the page; the checked period's is shown (decision 044). */}
          {BILLING_PERIODS.map((period) => (
            <CheckoutLink
              key={period}
              href={CHECKOUT_LINKS.plans[plan.id][period]}
              srContext={`${plan.name} plan, ${period} billing`}
              variant={plan.popular ? 'default' : 'outline'}
              size="lg"
              className="w-full"
              {...shownFor(BILLING_CHOICE, period)}
            >
              {plan.cta}
            </CheckoutLink>
          ))}
        </CardFooter>
      </Card>
    </article>
  );
}
