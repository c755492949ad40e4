import { siteUrl } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import type { Tool } from '@/domain/catalogue/tool-types';
import { PLANS } from '@/domain/pricing/plans';

/**
 * SoftwareApplication structured data. Deliberately without aggregateRating: the catalogue's ratings are
 * our own, and self-awarded ratings in structured data break search engines' rules. A JSON-LD script is a
 * data block, which the browser never executes, so a script-src CSP does not apply to it.
 */
export function ToolJsonLd({ tool, slug }: { tool: Tool; slug: string }) {
  const cheapest = Math.min(...PLANS.map((plan) => plan.monthlyPrice));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    description: tool.description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: siteUrl(paths.tool(slug)),
    featureList: tool.features,
    publisher: { '@type': 'Organization', name: SITE.name, url: SITE.origin },
    offers: { '@type': 'Offer', price: cheapest, priceCurrency: 'USD', url: siteUrl(paths.pricing) },
  };
  // "<" is escaped so no text in the data can close the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
