import { useParams } from 'react-router-dom';
import { PremiumToolPage } from '@/features/premium/components/premium-tool-page';
import { getPremiumToolPage } from '@/features/premium/data/premium-tool-pages';
import NotFoundRoute from './not-found';

/** /premium/:slug. The voice agent landing has its own, more specific route; any other slug is a 404. */
export default function PremiumToolRoute() {
  const { slug } = useParams();
  const page = getPremiumToolPage(slug);
  return page ? <PremiumToolPage key={page.slug} page={page} /> : <NotFoundRoute />;
}
