import { SITE } from '@/config/site';

/**
 * Document title and meta description for a page. React 19 hoists these into <head>,
 * and they render on a server too, so prerendered pages get them for free.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const fullTitle = title === SITE.name ? title : `${title} | ${SITE.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
