import { quote } from './html-page.ts';
import { fail, hostOf, onDomain, pass, type CheckInput, type Findings } from './findings.ts';
import { LOCAL_BUSINESS_TYPES, typesOf } from './niche.ts';

/** Be found: what search engines, maps and link previews read. */
const MAP_DOMAINS = [
  'maps.google.com',
  'maps.app.goo.gl',
  'openstreetmap.org',
  'maps.apple.com',
  'mapbox.com',
  'here.com',
  'waze.com',
];
const isMapAddress = (host: string, address: string) =>
  onDomain(host, MAP_DOMAINS) ||
  ((onDomain(host, ['google.com']) || host.startsWith('google.')) && address.includes('/maps')) ||
  (onDomain(host, ['bing.com']) && address.includes('/maps')) ||
  (host === 'goo.gl' && address.includes('/maps'));

export function checkFound({ page, fetched }: CheckInput): Findings {
  const title = page.byTag('title')[0];
  const titleText = title ? page.text(title) : '';
  const description = page.meta('description') ?? '';
  const h1s = page.byTag('h1');

  const business = page.jsonLd().find((item) => typesOf(item).some((type) => LOCAL_BUSINESS_TYPES.has(type)));
  const missing = business
    ? [
        ['name', business.name],
        ['address', business.address],
        ['phone', business.telephone],
        ['opening hours', business.openingHours ?? business.openingHoursSpecification],
      ].flatMap(([label, value]) => (value ? [] : [label as string]))
    : [];

  const mapFrame = page
    .byTag('iframe')
    .map((frame) => page.attr(frame, 'src') ?? '')
    .find((src) => isMapAddress(hostOf(src, fetched.url), src));
  const mapLink = page.links().find((link) => isMapAddress(hostOf(link.href, fetched.url), link.href));
  const og = ['og:title', 'og:description', 'og:image'].filter((key) => !page.meta(key));
  const lang = page.attr(page.byTag('html')[0] ?? page.elements[0]!, 'lang')?.trim();

  return {
    title: !titleText
      ? fail('The page has no <title>.')
      : titleText.length < 10 || titleText.length > 70
        ? fail(`Title ${quote(titleText)} is ${titleText.length} characters; 10 to 70 show whole in results.`)
        : pass(`Title ${quote(titleText)}.`),
    'meta-description': !description
      ? fail('No meta description: search engines pick a random snippet.')
      : description.length < 50 || description.length > 170
        ? fail(`Meta description is ${description.length} characters; 50 to 170 show whole.`)
        : pass(`Meta description ${quote(description)}.`),
    'one-h1':
      h1s.length === 1
        ? pass(`One h1: ${quote(page.text(h1s[0]!))}.`)
        : h1s.length === 0
          ? fail('The page has no h1 heading.')
          : fail(`${h1s.length} h1 headings; one main heading is clearer.`),
    'local-business-data': !business
      ? fail('No LocalBusiness structured data (JSON-LD) on the page.')
      : missing.length > 0
        ? fail(`${typesOf(business).join(', ')} data found, missing: ${missing.join(', ')}.`)
        : pass(`${typesOf(business).join(', ')} data with name, address, phone and opening hours.`),
    map: mapFrame
      ? pass(`Embedded map from ${hostOf(mapFrame, fetched.url)}.`)
      : mapLink
        ? pass(`Directions link to ${hostOf(mapLink.href, fetched.url)}.`)
        : fail('No map and no directions link.'),
    'open-graph':
      og.length === 0
        ? pass('og:title, og:description and og:image are set.')
        : fail(`Missing ${og.join(', ')}.`),
    lang: lang ? pass(`<html lang="${lang}">.`) : fail('The <html> element has no lang attribute.'),
  };
}
