// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TOOL_IDS, isCatalogueToolId } from '@/lib/catalogue/tool-ids';
import { TOOLS } from './tools';

describe('CATALOGUE_TOOL_IDS', () => {
  it('holds exactly the ids of the catalogue', () => {
    expect([...CATALOGUE_TOOL_IDS].sort((a, b) => a - b)).toEqual(
      TOOLS.map((tool) => tool.id).sort((a, b) => a - b),
    );
  });

  it('refuses what is not a catalogue id', () => {
    for (const value of [0, -1, 57, 129, 1.5, '14', null, undefined])
      expect(isCatalogueToolId(value)).toBe(false);
    expect(isCatalogueToolId(14)).toBe(true);
  });
});
