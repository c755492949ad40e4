import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Premium AI Tools" description="Premium AI tools for local businesses at 249 dollars per month each." />;
}
