import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Terms of Service" description="The terms that govern your use of our tools and services." />;
}
