import { AboutPage } from '@/features/company/components/about/about-page';

export default function Route() {
  return <AboutPage />;
}
