import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';

export { PRERENDERED_ROUTES } from '@/app/prerender-routes';

/** Renders one route to HTML at build time, waiting for its lazily loaded page (scripts/build-site.mjs). */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
  );
  return new Response(prelude).text();
}
