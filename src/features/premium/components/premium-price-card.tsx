import { Crown } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PREMIUM_MONTHLY_PRICE } from '@/domain/pricing/premium-price';
import { PremiumCheckoutFooter } from './premium-checkout';

export function PremiumPriceCard({ toolName }: { toolName: string }) {
  return (
    <Card className="border-2 border-premium shadow-lg">
      <CardHeader className="items-center text-center">
        <Crown aria-hidden="true" className="size-8 text-premium-foreground" />
        <CardTitle as="h2">Get {toolName}</CardTitle>
        <p className="pt-2">
          <span className="text-5xl font-extrabold">${PREMIUM_MONTHLY_PRICE}</span>
          <span className="text-lg text-muted-foreground"> per month</span>
        </p>
        <CardDescription className="text-base font-medium text-foreground">
          Implementation and training included
        </CardDescription>
      </CardHeader>
      <CardContent className="text-center text-sm text-muted-foreground">
        <p>We set it up, train it on your business and show your team how to use it. No setup fees.</p>
      </CardContent>
      <PremiumCheckoutFooter label="Get Started Today" />
    </Card>
  );
}
