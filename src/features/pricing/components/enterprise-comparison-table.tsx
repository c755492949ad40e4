import { Link } from 'react-router-dom';
import { Section } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
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
        <Table className="text-[13px] sm:text-sm md:text-base">
          <TableCaption className="sr-only">Enterprise and Enterprise Elite, feature by feature</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col" className="w-2/5 text-foreground">
                Feature
              </TableHead>
              <TableHead scope="col" className="px-1.5 text-center text-foreground sm:px-3">
                Enterprise
              </TableHead>
              <TableHead
                scope="col"
                className="bg-premium-soft px-1.5 text-center text-premium-foreground sm:px-3"
              >
                Enterprise Elite
              </TableHead>
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
                <TableCell className="px-1.5 text-center sm:px-3">{row.enterprise}</TableCell>
                <TableCell className="bg-premium-soft/50 px-1.5 text-center font-semibold sm:px-3">
                  {row.elite}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <Link to={paths.pricing}>See all plans and pricing</Link>
        </Button>
        <Button asChild variant="premium">
          <Link to={paths.enterpriseElite}>Explore Enterprise Elite</Link>
        </Button>
      </div>
    </Section>
  );
}
