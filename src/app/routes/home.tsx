import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Home" description="Marketing tools that actually work for local businesses." />;
}
