import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Leads Dashboard" description="Manage your custom builder form submissions." />;
}
