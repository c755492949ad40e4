/**
 * How the widget bundle is served, the same in dev (build/widget-bundle-plugin.ts), the preview server and
 * production (dist/_headers, build/security-headers.ts). Owners' pages load it from another origin as module
 * scripts, which the browser fetches with CORS: without Access-Control-Allow-Origin no widget runs. embed.js
 * keeps its address in every snippet, so it is cached briefly (a new release reaches pages within 5 minutes);
 * the chunks it names are hashed, so they never change and are cached for a year.
 */
export const WIDGET_HEADER_RULES: ReadonlyArray<{ path: string; headers: Record<string, string> }> = [
  {
    path: '/embed.js',
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=300' },
  },
  {
    path: '/widgets/*',
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=31536000, immutable' },
  },
];

/** The rules as _headers lines (Netlify / Cloudflare Pages format). */
export function widgetHeaderLines(): string[] {
  return WIDGET_HEADER_RULES.flatMap(({ path, headers }) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ]);
}

/** The headers for one request path of the bundle, or undefined for any other path. */
export function widgetHeadersFor(pathname: string): Record<string, string> | undefined {
  if (pathname === '/embed.js') return WIDGET_HEADER_RULES[0]?.headers;
  if (pathname.startsWith('/widgets/')) return WIDGET_HEADER_RULES[1]?.headers;
  return undefined;
}
