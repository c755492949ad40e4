import { Section } from '@/components/layout/section';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ENTERPRISE_COMPARISON_ROWS } from '../data/enterprise-comparison';
import { formatUsd } from '../data/format-usd';
import { ENTERPRISE_ELITE, findPlan } from '../data/plans';

export function EnterpriseComparisonTable() {
  const rows = [
    {
      feature: 'Monthly investment',
      enterprise: formatUsd(findPlan('enterprise').monthlyPrice),
      elite: formatUsd(ENTERPRISE_ELITE.monthlyPrice),
    },
    ...ENTERPRISE_COMPARISON_ROWS,
  ];
  return (
    <Section className="pt-4 md:pt-6" aria-label="Plan comparison">
      <div className="mx-auto max-w-4xl rounded-lg border bg-card shadow-sm">
        <Table className="text-sm md:text-base">
          <TableCaption className="sr-only">Enterprise and Enterprise Elite, feature by feature</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col" className="w-2/5 text-foreground">
                Feature
              </TableHead>
              <TableHead scope="col" className="px-2 text-center text-foreground">
                Enterprise
              </TableHead>
              <TableHead scope="col" className="bg-premium-soft px-2 text-center text-premium-foreground">
                Enterprise Elite
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.feature}>
                <TableHead scope="row" className="h-auto py-3 font-medium text-foreground">
                  {row.feature}
                </TableHead>
                <TableCell className="px-2 text-center">{row.enterprise}</TableCell>
                <TableCell className="bg-premium-soft/50 px-2 text-center font-semibold">{row.elite}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Section>
  );
}
