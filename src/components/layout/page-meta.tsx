import { SITE } from '@/config/site';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path; adds a canonical URL and og:url. */
  path?: string;
  /** Open Graph type: "website" unless the page is about one thing (a tool is "product"). */
  type?: 'website' | 'product';
}

/** An absolute URL on the site's origin, for canonical links, Open Graph and the sitemap. */
export function siteUrl(path: string): string {
  return new URL(path, SITE.origin).href;
}

/**
 * Document title, meta description and Open Graph tags for a page. React 19 hoists these into <head>,
 * and they render on a server too, so prerendered pages get them for free.
 */
export function PageMeta({ title, description, path, type = 'website' }: PageMetaProps) {
  const fullTitle = title === SITE.name ? title : `${title} | ${SITE.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE.name} />
      {path ? (
        <>
          <meta property="og:url" content={siteUrl(path)} />
          <link rel="canonical" href={siteUrl(path)} />
        </>
      ) : null}
    </>
  );
}
