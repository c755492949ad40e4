import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Ad2Conversion AI" description="Video ads plus AI follow-up that turns clicks into booked customers." />;
}
