import { EnterpriseComparisonPage } from '@/features/pricing/components/enterprise-comparison-page';

export default function Route() {
  return <EnterpriseComparisonPage />;
}
