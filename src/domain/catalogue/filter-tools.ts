import { AI_FILTER, ALL_FILTER, PREMIUM_FILTER, type DirectoryFilter } from './directory-filters';
import type { Tool } from './tool-types';
import { isAiTool, isPremiumTool } from './ai-tools';

/** Case-insensitive substring match on the name, the description or any feature. */
export function matchesSearch(tool: Tool, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    tool.name.toLowerCase().includes(needle) ||
    tool.description.toLowerCase().includes(needle) ||
    tool.features.some((feature) => feature.toLowerCase().includes(needle))
  );
}

/** A tool belongs to a niche when the niche is its category or one of its niches. */
export function fitsCategory(tool: Tool, category: string): boolean {
  return tool.category === category || (tool.niches?.some((niche) => niche === category) ?? false);
}

export function matchesFilter(tool: Tool, filter: DirectoryFilter): boolean {
  if (filter === ALL_FILTER) return true;
  if (filter === PREMIUM_FILTER) return isPremiumTool(tool);
  if (filter === AI_FILTER) return isAiTool(tool);
  return fitsCategory(tool, filter);
}

export function filterTools(tools: readonly Tool[], filter: DirectoryFilter, query: string): Tool[] {
  return tools.filter((tool) => matchesFilter(tool, filter) && matchesSearch(tool, query));
}
