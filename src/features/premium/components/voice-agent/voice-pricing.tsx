import { Section, SectionHeading } from '@/components/layout/section';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { PREMIUM_MONTHLY_PRICE } from '@/domain/pricing/premium-price';
import { VOICE_PRICING_FEATURES } from '../../data/voice-agent-content';
import { PremiumCheckoutFooter } from '../premium-checkout';

export function VoicePricing() {
  return (
    <Section className="bg-muted/60" aria-labelledby="voice-pricing-heading">
      <SectionHeading
        id="voice-pricing-heading"
        title="Simple pricing"
        subtitle="One plan, everything included. No setup fees."
      />
      <Card className="relative mx-auto max-w-md border-2 border-primary shadow-lg">
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">Most Popular</Badge>
        <CardHeader className="items-center pt-8 text-center">
          <CardTitle>AI Voice Agent</CardTitle>
          <p>
            <span className="text-5xl font-extrabold">${PREMIUM_MONTHLY_PRICE}</span>
            <span className="text-lg text-muted-foreground"> per month</span>
          </p>
        </CardHeader>
        <CardContent>
          <CheckList items={VOICE_PRICING_FEATURES} />
        </CardContent>
        <PremiumCheckoutFooter label={`Get started for $${PREMIUM_MONTHLY_PRICE}/mo`} />
      </Card>
    </Section>
  );
}
