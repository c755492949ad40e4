import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Project Setup Information" description="Send us the details we need to set up your tools." />;
}
