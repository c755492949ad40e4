import { useParams } from 'react-router-dom';
import { NichePage } from '@/features/catalogue/components/niche-page';
import { NICHE_PAGES } from '@/domain/catalogue/niche-pages';
import { findNiche } from '@/domain/catalogue/niches';
import NotFoundRoute from './not-found';

export default function NicheRoute() {
  const niche = findNiche(useParams().niche);
  if (!niche) return <NotFoundRoute />;
  return <NichePage key={niche.slug} niche={niche} content={NICHE_PAGES[niche.slug]} />;
}
