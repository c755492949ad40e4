// TEST-ONLY entry point (supabase/tests/site-check-analysis-function.test.ts): builds the report of a
// generated page (or a sample page) as the function would, and prints the outcome and the time it took.
// Never part of the deployed function.
import { buildReport } from '../report.ts';
import { RefusedTarget } from '../target-url.ts';

const [shape = '', count = '0'] = Deno.args;
const n = Number(count);
const pages: Record<string, () => string> = {
  nested: () => `<html><body>${'<div>'.repeat(n)}deep</body></html>`,
  flat: () => `<html><body>${'<p>x</p>'.repeat(n)}</body></html>`,
  sample: () => Deno.readTextFileSync(new URL(`../samples/${count}.html`, import.meta.url)),
};
const html = pages[shape]!();
const url = new URL('https://bistro.example/');
const started = Date.now();
let outcome: { score?: number; error?: string };
try {
  const fetched = { url, status: 200, headers: new Map(), html, bytes: html.length, responseMs: 100, redirects: 0 };
  outcome = { score: buildReport(url, fetched).score };
} catch (error) {
  outcome = { error: error instanceof RefusedTarget ? error.reason : String(error) };
}
console.log(JSON.stringify({ ...outcome, htmlBytes: html.length, elapsedMs: Date.now() - started }));
