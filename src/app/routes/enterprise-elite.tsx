import { EnterpriseElitePage } from '@/features/pricing/components/enterprise-elite-page';

export default function Route() {
  return <EnterpriseElitePage />;
}
