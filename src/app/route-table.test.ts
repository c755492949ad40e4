// @vitest-environment node
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import {
  BENCH_ROUTES,
  DISALLOWED_ROUTES,
  NOT_FOUND_ROUTE,
  PRERENDERED_ROUTES,
  REDIRECT_ROUTES,
  SPA_ROUTES,
  startsAppAtLoad,
} from './prerender-routes';
import { prerenderedPages } from './route-pages';
import { NAV_LINKS, ROUTES } from './route-table';
import { routeModuleFiles } from './router';
import { redirectsFile, robotsTxt, shellFile, sitemapXml } from './site-files';

/* Everything that lists routes derives from the one table (docs/decisions/019-route-table.md). */
const ofKind = (kind: string) => ROUTES.filter((route) => route.kind === kind);
const sitemapUrls = [...sitemapXml(SITE.origin).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const disallowed = [...robotsTxt(SITE.origin).matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);

describe('the route table', () => {
  it('feeds the router: every page renders its own screen module, staff screens inside the data layout', () => {
    for (const route of ROUTES) {
      const pages = route.prerender === false ? [route.path] : prerenderedPages(route);
      for (const page of pages) {
        const screen = `src/app/routes/${route.screen}.tsx`;
        expect(routeModuleFiles(page), page).toEqual(
          route.kind === 'staff' ? ['src/app/routes/data-layout.tsx', screen] : [screen],
        );
      }
    }
    expect(routeModuleFiles('/no-such-page')).toEqual(['src/app/routes/not-found.tsx']);
  });

  it('feeds prerendering: every public page with HTML, each redirect, and nothing else', () => {
    expect(PRERENDERED_ROUTES).toEqual(ofKind('public').flatMap(prerenderedPages));
    expect(REDIRECT_ROUTES).toEqual(ofKind('redirect').flatMap(prerenderedPages));
    expect(PRERENDERED_ROUTES).toContain(paths.tool('google-reviews-widget'));
    expect(REDIRECT_ROUTES).toContain(paths.tool('voice-agent-ai'));
    expect(new Set([...PRERENDERED_ROUTES, ...REDIRECT_ROUTES]).size).toBe(PRERENDERED_ROUTES.length + REDIRECT_ROUTES.length);
    // Each prerendered page matches its entry's path, so the router renders what was built.
    for (const route of ROUTES)
      for (const page of prerenderedPages(route)) expect(matchPath(route.path, page), page).not.toBeNull();
    for (const page of [...REDIRECT_ROUTES, NOT_FOUND_ROUTE]) expect(startsAppAtLoad(page), page).toBe(true);
    expect(startsAppAtLoad(paths.pricing)).toBe(false);
  });

  it('lists every prerendered public page in the sitemap, and nothing else', () => {
    const expected = ofKind('public')
      .filter((route) => route.sitemap)
      .flatMap(prerenderedPages)
      .map((page) => new URL(page, SITE.origin).href);
    expect(sitemapUrls).toEqual(expected);
    expect(sitemapUrls).toEqual(PRERENDERED_ROUTES.map((page) => new URL(page, SITE.origin).href));
  });

  it('keeps crawlers out of every staff screen, /activity-admin included', () => {
    const staff = ofKind('staff').map((route) => route.path);
    expect(staff).toContain(paths.activityAdmin);
    expect(disallowed).toEqual(staff);
    expect(DISALLOWED_ROUTES).toEqual(staff);
    expect(robotsTxt(SITE.origin)).toContain(`Sitemap: ${SITE.origin}/sitemap.xml`);
  });

  it('serves every screen rendered in the browser the app shell, and any other unknown path the 404 page', () => {
    const rules = redirectsFile().trim().split('\n');
    expect(rules.at(-1)).toBe('/*  /404.html  404');
    const shell = rules.slice(0, -1).map((rule) => rule.split(/\s+/));
    expect(shell.every(([from, to, status]) => to === shellFile(from ?? '') && status === '200')).toBe(true);
    expect(shell.map(([from]) => from)).toEqual(SPA_ROUTES);
    // One shell per screen: no two paths share a file.
    expect(new Set(SPA_ROUTES.map(shellFile)).size).toBe(SPA_ROUTES.length);
    for (const route of ofKind('staff')) expect(SPA_ROUTES).toContain(route.path);
    expect(SPA_ROUTES).toEqual(expect.arrayContaining([paths.shortlist, paths.toolkit]));
  });

  it('feeds the main navigation and the bench', () => {
    expect(NAV_LINKS).toEqual([
      { to: paths.tools, label: 'Tools' },
      { to: paths.customBuilder, label: 'Custom Builder' },
      { to: paths.siteCheck, label: 'Site Check' },
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.about, label: 'About' },
    ]);
    // One page per prerendered public screen.
    const screens = ofKind('public').filter((route) => route.prerender !== false);
    expect(BENCH_ROUTES).toHaveLength(screens.length);
    screens.forEach((route, index) => expect(prerenderedPages(route)).toContain(BENCH_ROUTES[index]));
  });

  it('agrees with the link builders in config/paths.ts', () => {
    const tablePaths = new Set(ROUTES.map((route) => route.path));
    for (const [name, path] of Object.entries(paths))
      if (typeof path === 'string') expect(tablePaths.has(path), `paths.${name}`).toBe(true);
    const fixed = new Set<string>(Object.values(paths).filter((path) => typeof path === 'string'));
    for (const route of ROUTES) if (!route.path.includes(':')) expect(fixed.has(route.path), route.path).toBe(true);
  });
});
