import { ToolkitPage } from '@/features/toolkit/components/toolkit-page';

export default function Route() {
  return <ToolkitPage />;
}
