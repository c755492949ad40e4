import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Custom Tool Builder" description="Get a personalized marketing toolkit designed specifically for your business needs." />;
}
