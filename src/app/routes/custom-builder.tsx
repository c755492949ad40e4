import { CustomBuilderPage } from '@/features/builder/components/custom-builder-page';

export default function Route() {
  return <CustomBuilderPage />;
}
