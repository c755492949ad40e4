import { Link } from 'react-router-dom';
import { Section } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ENTERPRISE_COMPARISON_ROWS, type TierId } from '../data/enterprise-comparison';
import { formatUsd } from '@/domain/pricing/format-usd';
import { ENTERPRISE_ELITE, findPlan } from '@/domain/pricing/plans';
import { ComparisonTable, type ComparisonColumn } from './comparison-table';

const COLUMNS: readonly ComparisonColumn<TierId>[] = [
  { key: 'enterprise', label: 'Enterprise' },
  { key: 'elite', label: 'Enterprise Elite', highlight: 'premium' },
];

const PRICE_ROW = {
  feature: 'Monthly investment',
  values: {
    enterprise: formatUsd(findPlan('enterprise').monthlyPrice),
    elite: formatUsd(ENTERPRISE_ELITE.monthlyPrice),
  },
};

export function EnterpriseComparisonTable() {
  return (
    <Section className="pt-4 md:pt-6" aria-label="Plan comparison">
      <ComparisonTable
        caption="Enterprise and Enterprise Elite, feature by feature"
        columns={COLUMNS}
        rows={[PRICE_ROW, ...ENTERPRISE_COMPARISON_ROWS]}
      />
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
