import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { BUILDER_DRAFT_KEY, DRAFT_VIEWS, QUERY_VIEW_ATTRIBUTE, QUERY_VIEW_SCRIPT } from './query-view';

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

type Stored = Record<string, string>;
const storageOf = (stored: Stored) => ({ getItem: (key: string) => stored[key] ?? null });

// Path, query, what this tab's sessionStorage holds, and whether the page must be rendered afresh.
const DRAFT_CASES: ReadonlyArray<
  readonly [pathname: string, search: string, stored: Stored, differs: boolean]
> = [
  ['/custom-builder', '', {}, false],
  ['/custom-builder', '', { [BUILDER_DRAFT_KEY]: '{"step":3}' }, true],
  ['/custom-builder', '?utm_source=ad', { [BUILDER_DRAFT_KEY]: '{"step":3}' }, true],
  ['/custom-builder', '?shortlist=1,2', {}, true],
  // A builder draft changes only the builder; other keys change nothing.
  ['/pricing', '', { [BUILDER_DRAFT_KEY]: '{"step":3}' }, false],
  ['/custom-builder', '', { 'localboost:other': 'x' }, false],
  // Inherited names are not pages.
  ['constructor', '', { [BUILDER_DRAFT_KEY]: 'x' }, false],
];

/** Runs the inline <head> script against a URL and says whether it marked <html>. */
function runHeadScript(
  search: string,
  pathname = '/',
  storage: Pick<Storage, 'getItem'> = storageOf({}),
): boolean {
  const attributes = new Set<string>();
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function('location', 'document', 'sessionStorage', QUERY_VIEW_SCRIPT)(
    { search, pathname },
    document,
    storage,
  );
  return attributes.has(QUERY_VIEW_ATTRIBUTE);
}

describe('query views', () => {
  it.each(CASES)('%s changes the view: %s', (search, changesView) => {
    expect(runHeadScript(search)).toBe(changesView);
  });
});

describe('draft views', () => {
  it('names the builder by its route', () => {
    expect(Object.keys(DRAFT_VIEWS)).toEqual([paths.customBuilder]);
  });

  it.each(DRAFT_CASES)('%s%s with %j is rendered afresh: %s', (pathname, search, stored, differs) => {
    expect(runHeadScript(search, pathname, storageOf(stored))).toBe(differs);
  });

  it('treats blocked storage as no draft', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(runHeadScript('', '/custom-builder', blocked)).toBe(false);
  });
});
