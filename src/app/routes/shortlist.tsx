import { ShortlistPage } from '@/features/shortlist/components/shortlist-page';

export default function ShortlistRoute() {
  return <ShortlistPage />;
}
