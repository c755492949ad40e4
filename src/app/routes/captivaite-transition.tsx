import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Keep your site live" description="Captivaite is shutting down. Update your billing to keep your site live." />;
}
