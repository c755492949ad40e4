import type { NicheSlug } from '@/config/paths';
import { findNiche, NICHES } from '@/domain/catalogue/niches';
import type { Tool } from '@/domain/catalogue/tool-types';
import { TOOLS } from '@/domain/catalogue/tools';
import { toolHref, toolSlug } from '@/domain/catalogue/tool-slug';

/** Every catalogue tool by its slug, premium ones included (their /tool/ URL redirects). */
const TOOLS_BY_SLUG: ReadonlyMap<string, Tool> = new Map(TOOLS.map((tool) => [toolSlug(tool.name), tool]));

export function findToolBySlug(slug: string | undefined): Tool | undefined {
  return slug === undefined ? undefined : TOOLS_BY_SLUG.get(slug);
}

/** Slugs of the tools that get their own page (premium tools keep their premium pages). */
export const TOOL_PAGE_SLUGS: readonly string[] = TOOLS.filter((tool) => !tool.premium).map((tool) =>
  toolSlug(tool.name),
);

/** Premium tools' /tool/ slugs; each is prerendered as a redirect to the premium page. */
export const PREMIUM_REDIRECT_SLUGS: readonly string[] = TOOLS.filter(
  (tool) => tool.premium && toolHref(tool).startsWith('/premium/'),
).map((tool) => toolSlug(tool.name));

/** The niches a tool suits, in catalogue order of its data: its own category first when it is a niche. */
export function toolNicheSlugs(tool: Pick<Tool, 'category' | 'niches'>): NicheSlug[] {
  const categories = [tool.category, ...(tool.niches ?? [])];
  const slugs = categories.flatMap((category) =>
    NICHES.filter((niche) => niche.category === category).map((n) => n.slug),
  );
  return [...new Set(slugs)];
}

/**
 * The niche the preview starts with: the one the visitor came from (?niche= or router state from a niche
 * page) when valid, else the tool's first niche, else the first niche of all.
 */
export function initialNiche(tool: Pick<Tool, 'category' | 'niches'>, cameFrom: unknown): NicheSlug {
  const visited = typeof cameFrom === 'string' ? findNiche(cameFrom) : undefined;
  return visited?.slug ?? toolNicheSlugs(tool)[0] ?? 'restaurants';
}
