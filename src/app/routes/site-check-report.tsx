import { SharedReportPage } from '@/features/site-check/components/shared-report-page';

export default function Route() {
  return <SharedReportPage />;
}
