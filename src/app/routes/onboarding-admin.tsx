import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Onboarding Dashboard" description="Review client onboarding submissions." />;
}
