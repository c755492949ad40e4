import { SiteCheckPage } from '@/features/site-check/components/site-check-page';

export default function Route() {
  return <SiteCheckPage />;
}
