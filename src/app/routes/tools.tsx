import { DirectoryPage } from '@/features/catalogue/components/directory-page';

export default function ToolsRoute() {
  return <DirectoryPage />;
}
