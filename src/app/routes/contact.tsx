import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Contact" description="Get in touch with our team. We reply within 24 hours." />;
}
