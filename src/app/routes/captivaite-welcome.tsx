import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Welcome, Captivaite customers" description="A free website with any marketing plan for customers of Captivaite." />;
}
