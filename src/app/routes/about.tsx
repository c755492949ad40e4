import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="About" description="We build marketing tools for local businesses." />;
}
