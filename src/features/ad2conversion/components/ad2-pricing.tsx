import { useState } from 'react';
import { Section, SectionHeading } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { CheckoutExternalLink } from '@/components/ui/external-link';
import { ChoiceGroup, chosenInPage } from '@/components/ui/choice-group';
import { CHECKOUT_LINKS } from '@/config/checkout-links';
import { SECTION_IDS } from '../data/ad2conversion-content';
import { PRICING_OPTIONS, type PricingOptionId } from '../data/pricing-options';

const PRICING_CHOICE = 'ad2conversion-pricing';
const OPTION_IDS = Object.keys(PRICING_OPTIONS) as PricingOptionId[];

export function Ad2Pricing() {
  // Hydrating: an option the visitor checked before the app started (decision 044).
  const [optionId, setOptionId] = useState<PricingOptionId>(
    () => chosenInPage(PRICING_CHOICE, OPTION_IDS) ?? 'monthly',
  );
  const option = PRICING_OPTIONS[optionId];

  return (
    <Section id={SECTION_IDS.pricing} className="bg-muted/60" aria-labelledby="pricing-heading">
      <SectionHeading
        id={`${SECTION_IDS.pricing}-heading`}
        title="Simple, transparent pricing"
        subtitle="Run it every month, or try a single campaign first."
      />
      <div className="flex justify-center">
        <ChoiceGroup
          name={PRICING_CHOICE}
          label="Pricing option"
          value={optionId}
          onValueChange={setOptionId}
          options={Object.values(PRICING_OPTIONS).map((o) => ({ value: o.id, label: o.label }))}
        />
      </div>
      <Card className="mx-auto mt-8 max-w-md border-2 border-primary shadow-lg">
        <CardHeader className="items-center text-center">
          <CardTitle>Ad2Conversion AI</CardTitle>
          <p aria-live="polite">
            <span className="sr-only">{option.label}: </span>
            <span className="text-5xl font-extrabold">${option.price}</span>
            <span className="text-lg text-muted-foreground"> {option.period}</span>
          </p>
        </CardHeader>
        <CardContent>
          <CheckList items={option.terms} />
        </CardContent>
        <CardFooter>
          <Button asChild size="lg" className="w-full">
            <CheckoutExternalLink href={CHECKOUT_LINKS.premium}>{option.cta}</CheckoutExternalLink>
          </Button>
        </CardFooter>
      </Card>
    </Section>
  );
}
