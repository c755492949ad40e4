import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Pricing" description="Simple, transparent pricing. All plans include a 14-day free trial." />;
}
