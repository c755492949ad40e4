import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { toolHref } from '@/domain/catalogue/tool-slug';
import { PremiumToolRedirect } from '@/features/tool-page/components/premium-tool-redirect';
import { ToolPage } from '@/features/tool-page/components/tool-page';
import { findToolBySlug, initialNiche } from '@/features/tool-page/lib/tool-pages';
import NotFoundRoute from './not-found';

/** /tool/:slug. Premium tools redirect to their own page; an unknown slug is a 404. */
export default function ToolRoute() {
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const tool = findToolBySlug(slug);
  if (!tool || !slug) return <NotFoundRoute />;
  if (tool.premium) return <PremiumToolRedirect name={tool.name} to={toolHref(tool)} />;
  // A niche page's card passes the niche in router state; a shared link may carry ?niche=.
  const cameFrom: unknown = searchParams.get('niche') ?? (state as { niche?: unknown } | null)?.niche;
  return <ToolPage key={slug} tool={tool} slug={slug} initialNiche={initialNiche(tool, cameFrom)} />;
}
