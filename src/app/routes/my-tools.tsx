import { MyToolsPage } from '@/features/tool-editor/components/my-tools-page';
import { OwnerScreen } from '@/features/tool-editor/components/owner-screen';

export default function MyToolsRoute() {
  return (
    <OwnerScreen>
      <MyToolsPage />
    </OwnerScreen>
  );
}
