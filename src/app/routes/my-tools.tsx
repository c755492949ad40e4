import { MyToolsPage } from '@/features/tool-editor/components/my-tools-page';

export default function MyToolsRoute() {
  return <MyToolsPage />;
}
