import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Premium AI Tool" description="A premium AI tool with implementation and training included." />;
}
