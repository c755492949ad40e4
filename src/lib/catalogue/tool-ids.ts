/*
 * The catalogue's tool ids, without the catalogue. Code that must run on every page (the navigation's
 * shortlist count) or below the features (the lead schema) validates ids against this instead of importing
 * 120 tool descriptions. src/domain/catalogue/tool-ids.test.ts keeps it equal to TOOLS.
 */
const ID_RANGES: ReadonlyArray<readonly [first: number, last: number]> = [
  [1, 56],
  [58, 62],
  [64, 87],
  [89, 101],
  [103, 112],
  [114, 128],
];

export const CATALOGUE_TOOL_IDS: ReadonlySet<number> = new Set(
  ID_RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i)),
);

export const isCatalogueToolId = (value: unknown): value is number =>
  typeof value === 'number' && CATALOGUE_TOOL_IDS.has(value);
