import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function Route() {
  return <PlaceholderPage title="Enterprise Elite" description="The ultimate marketing solution for ambitious local brands." />;
}
