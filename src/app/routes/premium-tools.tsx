import { PremiumToolsPage } from '@/features/premium/components/premium-tools-page';

export default function PremiumToolsRoute() {
  return <PremiumToolsPage />;
}
