import type { Tool } from '@/domain/catalogue/tool-types';
import { previewKind } from './preview-kind';

/**
 * Tools to suggest beside one: same preview kind counts most, then each shared niche; ties go to the
 * higher rating, then the lower id, so the list is stable between builds. Premium tools are left out:
 * the page's plans section is about ready-made tools.
 */
export function relatedTools(tool: Tool, catalogue: readonly Tool[], count = 4): Tool[] {
  const kind = previewKind(tool);
  const niches = new Set([tool.category, ...(tool.niches ?? [])]);
  const score = (other: Tool) =>
    (previewKind(other) === kind ? 10 : 0) +
    [other.category, ...(other.niches ?? [])].filter((n) => niches.has(n)).length;
  return catalogue
    .filter((other) => other.id !== tool.id && !other.premium)
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.rating - a.other.rating || a.other.id - b.other.id)
    .slice(0, count)
    .map(({ other }) => other);
}
