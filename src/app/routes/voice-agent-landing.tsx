import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="AI Voice Agent" description="An AI receptionist that answers every call 15x faster." />;
}
