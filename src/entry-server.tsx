import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';

export { routeModuleFiles } from '@/app/router';

export {
  NOT_FOUND_ROUTE,
  PAGE_TITLES,
  PRERENDERED_ROUTES,
  REDIRECT_ROUTES,
  SPA_ROUTES,
  startsAppAtLoad,
} from '@/app/prerender-routes';
export { redirectsFile, robotsTxt, shellFile, sitemapXml } from '@/app/site-files';
export { SITE } from '@/config/site';

/** Renders one route to HTML at build time, waiting for its lazily loaded page (scripts/build-site.mjs). */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
    // Emit each page in document order. By default React moves large Suspense content into a hidden
    // block swapped in by a script after the footer is painted, which shifts the layout (CLS 0.2+).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
