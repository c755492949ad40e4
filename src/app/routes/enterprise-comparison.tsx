import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Enterprise vs Enterprise Elite" description="Compare the Enterprise and Enterprise Elite plans side by side." />;
}
