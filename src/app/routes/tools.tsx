import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Marketing Tools Directory" description="Browse ready-made website tools for local businesses." />;
}
