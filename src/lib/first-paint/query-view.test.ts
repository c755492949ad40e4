import { describe, expect, it } from 'vitest';
import { QUERY_VIEW_ATTRIBUTE, QUERY_VIEW_SCRIPT, queryChangesView } from './query-view';

const CASES: ReadonlyArray<readonly [search: string, changesView: boolean]> = [
  ['', false],
  ['?', false],
  ['?utm_source=newsletter&utm_medium=email&utm_campaign=spring', false],
  ['?gclid=abc123', false],
  ['?fbclid=xyz&msclkid=1', false],
  ['?category=Restaurants', true],
  ['?q=review', true],
  ['?billing=annual', true],
  ['?utm_source=ad&category=Salons', true],
  ['?subject=Enterprise', true],
  // A tracking name must match whole: these are other parameters.
  ['?utm=1', true],
  ['?gclid_extra=1', true],
  ['?UTM_SOURCE=x', true],
];

/** Runs the inline <head> script against a URL and says whether it marked <html>. */
function runHeadScript(search: string): boolean {
  const attributes = new Set<string>();
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function('location', 'document', QUERY_VIEW_SCRIPT)({ search }, document);
  return attributes.has(QUERY_VIEW_ATTRIBUTE);
}

describe('query views', () => {
  it.each(CASES)('%s changes the view: %s', (search, changesView) => {
    expect(queryChangesView(search)).toBe(changesView);
  });

  it.each(CASES)('the <head> script agrees for %s', (search, changesView) => {
    expect(runHeadScript(search)).toBe(changesView);
  });
});
