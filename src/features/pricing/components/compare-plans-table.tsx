import { Section, SectionHeading } from '@/components/layout/section';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { COMPARE_ROWS } from '../data/compare-plans';
import { formatUsd } from '../data/format-usd';
import { monthlyRate, PLANS, type BillingPeriod } from '../data/plans';

export function ComparePlansTable({ billing }: { billing: BillingPeriod }) {
  const rows = [
    {
      feature: billing === 'annual' ? 'Price per month (billed annually)' : 'Price per month',
      values: Object.fromEntries(
        PLANS.map((plan) => [plan.id, formatUsd(monthlyRate(plan.monthlyPrice, billing))]),
      ),
    },
    ...COMPARE_ROWS,
  ];
  return (
    <Section className="bg-muted/50" aria-labelledby="compare-plans-heading">
      <SectionHeading
        id="compare-plans-heading"
        title="Compare Plans"
        subtitle="See exactly what each plan includes."
      />
      <div className="mx-auto max-w-4xl rounded-lg border bg-card">
        <Table className="text-[13px] sm:text-sm md:text-base">
          <TableCaption className="sr-only">What each plan includes, by feature</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col" className="text-foreground sm:w-[34%]">
                Feature
              </TableHead>
              {PLANS.map((plan) => (
                <TableHead
                  key={plan.id}
                  scope="col"
                  className={cn(
                    'px-1.5 text-center text-foreground sm:px-3',
                    plan.popular && 'bg-accent text-primary',
                  )}
                >
                  {plan.name}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.feature}>
                <TableHead
                  scope="row"
                  className="h-auto py-3 pl-3 pr-1.5 font-medium text-foreground sm:px-3"
                >
                  {row.feature}
                </TableHead>
                {PLANS.map((plan) => (
                  <TableCell
                    key={plan.id}
                    className={cn('px-1.5 text-center sm:px-3', plan.popular && 'bg-accent/60 font-semibold')}
                  >
                    {row.values[plan.id]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Section>
  );
}
