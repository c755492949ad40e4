import { DISALLOWED_ROUTES, SITEMAP_ROUTES, SPA_ROUTES } from './prerender-routes';

/*
 * The host's discoverability and rewrite files, written into the build by scripts/build-site.mjs from the
 * route table, so a new screen cannot be left out of them.
 */
const absolute = (origin: string, route: string) => new URL(route, origin).href;

export function sitemapXml(origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_ROUTES.map((route) => `  <url><loc>${absolute(origin, route)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_ROUTES.map((route) => `Disallow: ${route}`),
    '',
    `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * The app shell a screen rendered in the browser is served: one per screen, so each can preload its own
 * chunks (scripts/build-site.mjs writes them), named from the path (`/leads-admin` ->
 * `/shells/leads-admin.html`, `/site-check/:token` -> `/shells/site-check-token.html`).
 */
export function shellFile(route: string): string {
  return `/shells/${route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'index'}.html`;
}

/**
 * Netlify's `_redirects` rules, also read by scripts/serve-static.mjs: the screens rendered in the browser
 * get their app shell with 200, anything else that is not a file the 404 page with a 404 status.
 */
export function redirectsFile(): string {
  return [...SPA_ROUTES.map((route) => `${route}  ${shellFile(route)}  200`), '/*  /404.html  404', ''].join('\n');
}
