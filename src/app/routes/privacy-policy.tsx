import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Privacy Policy" description="How we collect, use and protect your information." />;
}
