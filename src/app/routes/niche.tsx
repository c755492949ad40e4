import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Tools for your business" description="Marketing tools tailored to your business type." />;
}
