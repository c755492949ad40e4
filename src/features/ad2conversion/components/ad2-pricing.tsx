import { useState } from 'react';
import { Section, SectionHeading } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { CheckoutExternalLink } from '@/components/ui/external-link';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { CHECKOUT_LINKS } from '@/config/checkout-links';
import { SECTION_IDS } from '../data/ad2conversion-content';
import { PRICING_OPTIONS, type PricingOptionId } from '../data/pricing-options';

export function Ad2Pricing() {
  const [optionId, setOptionId] = useState<PricingOptionId>('monthly');
  const option = PRICING_OPTIONS[optionId];

  return (
    <Section id={SECTION_IDS.pricing} className="bg-muted/60" aria-labelledby="pricing-heading">
      <SectionHeading
        id={`${SECTION_IDS.pricing}-heading`}
        title="Simple, transparent pricing"
        subtitle="Run it every month, or try a single campaign first."
      />
      <div className="flex justify-center">
        <ToggleGroup
          type="single"
          aria-label="Pricing option"
          value={optionId}
          // Radix reports '' when the selected item is pressed again; one option must stay chosen.
          onValueChange={(value) => value && setOptionId(value as PricingOptionId)}
        >
          {Object.values(PRICING_OPTIONS).map((o) => (
            <ToggleGroupItem key={o.id} value={o.id}>
              {o.label}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
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
