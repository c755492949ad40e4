import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Section, SectionHeading } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ELITE_VALUE_POINTS } from '../data/enterprise-elite';
import { formatUsd } from '@/domain/pricing/format-usd';
import { ANNUAL_DISCOUNT_PERCENT, ENTERPRISE_ELITE, monthlyRate } from '@/domain/pricing/plans';

export function EliteInvestment() {
  const annual = formatUsd(monthlyRate(ENTERPRISE_ELITE.monthlyPrice, 'annual'));
  return (
    <Section aria-labelledby="investment-heading">
      <SectionHeading
        id="investment-heading"
        title="Investment & Value"
        subtitle="One predictable monthly investment for a team that builds, runs and improves your marketing."
      />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 md:grid-cols-[1fr_1.3fr] md:items-center">
        <Card className="border-2 border-premium bg-premium-soft/40 text-center">
          <CardContent className="p-8">
            <p className="text-sm font-semibold uppercase tracking-wide text-premium-foreground">
              {ENTERPRISE_ELITE.name}
            </p>
            <p className="mt-3">
              <span className="text-5xl font-bold tracking-tight">
                {formatUsd(ENTERPRISE_ELITE.monthlyPrice)}
              </span>
            </p>
            <p className="mt-1 text-lg text-muted-foreground">per month</p>
            <p className="mt-4 text-sm text-muted-foreground">
              Or {annual} per month when billed annually (save {ANNUAL_DISCOUNT_PERCENT}%).
            </p>
          </CardContent>
        </Card>
        <div>
          <ul className="space-y-5">
            {ELITE_VALUE_POINTS.map((point) => (
              <li key={point.title} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div>
                  <h3 className="font-semibold">{point.title}</h3>
                  <p className="mt-1 text-muted-foreground">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Button asChild variant="link" className="mt-4 h-auto whitespace-normal px-0 text-left text-base">
            <Link to={paths.enterpriseComparison}>
              Compare Enterprise vs Enterprise Elite <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
