import { example, fail, pass, type CheckInput, type Findings } from './findings.ts';

/** Mobile and speed: what the fetched page itself shows (no scripts or images are fetched). */
export const RESPONSE_MS_GOOD = 800;
export const HTML_BYTES_GOOD = 200 * 1024;
const EXTERNAL_SCRIPTS_GOOD = 10;
const INLINE_SCRIPT_BYTES_GOOD = 100 * 1024;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export function checkSpeed({ page, fetched }: CheckInput): Findings {
  const viewport = page.meta('viewport');
  const scripts = page
    .byTag('script')
    .filter((s) => (page.attr(s, 'type') ?? 'text/javascript').toLowerCase() !== 'application/ld+json');
  const external = scripts.filter((s) => page.attr(s, 'src'));
  const inlineBytes = scripts
    .filter((s) => !page.attr(s, 'src'))
    .reduce((sum, s) => sum + page.text(s).length, 0);
  const images = page.byTag('img');
  const unsized = images.filter((img) => !page.attr(img, 'width') || !page.attr(img, 'height'));
  const blocking = external.filter(
    (s) =>
      page.inHead(s) &&
      page.attr(s, 'async') === undefined &&
      page.attr(s, 'defer') === undefined &&
      page.attr(s, 'type') !== 'module',
  );

  return {
    viewport: viewport?.toLowerCase().replace(/\s/g, '').includes('width=device-width')
      ? pass(`<meta name="viewport" content="${viewport}">.`)
      : fail(
          viewport
            ? `The viewport "${viewport}" does not follow the device width.`
            : 'No viewport meta tag: phones show a shrunken page.',
        ),
    https:
      fetched.url.protocol === 'https:'
        ? pass(`Served over HTTPS (${fetched.url.host}).`)
        : fail(`Served over plain HTTP (${fetched.url.origin}).`),
    'response-time':
      fetched.responseMs <= RESPONSE_MS_GOOD
        ? pass(`First byte after ${fetched.responseMs} ms.`)
        : fail(`First byte after ${fetched.responseMs} ms; under ${RESPONSE_MS_GOOD} ms feels instant.`),
    'html-weight':
      fetched.bytes <= HTML_BYTES_GOOD
        ? pass(`The HTML is ${kb(fetched.bytes)}.`)
        : fail(
            `The HTML alone is ${kb(fetched.bytes)}; under ${kb(HTML_BYTES_GOOD)} loads quickly on mobile data.`,
          ),
    'script-weight':
      external.length <= EXTERNAL_SCRIPTS_GOOD && inlineBytes <= INLINE_SCRIPT_BYTES_GOOD
        ? pass(`${external.length} external scripts and ${kb(inlineBytes)} of inline script.`)
        : fail(
            `${external.length} external scripts and ${kb(inlineBytes)} of inline script; aim for at most ${EXTERNAL_SCRIPTS_GOOD} and ${kb(INLINE_SCRIPT_BYTES_GOOD)}.`,
          ),
    'image-dimensions':
      unsized.length === 0
        ? pass(
            images.length
              ? `All ${images.length} images declare width and height.`
              : 'No images on the page.',
          )
        : fail(
            `${unsized.length} of ${images.length} images have no width and height${example(unsized.map((img) => page.attr(img, 'src')))}.`,
          ),
    'render-blocking-scripts':
      blocking.length === 0
        ? pass('No script in the head blocks the first paint.')
        : fail(
            `${blocking.length} scripts in the head without async or defer${example(blocking.map((s) => page.attr(s, 'src')))}.`,
          ),
  };
}
