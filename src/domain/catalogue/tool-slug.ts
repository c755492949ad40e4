import { paths } from '@/config/paths';
import { PREMIUM_TOOL_SLUG_BY_NAME } from './premium-pages';
import type { Tool } from './tool-types';

/** A stable URL slug from a tool's name: "Google Reviews Widget" -> "google-reviews-widget". */
export function toolSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Where a link to a tool goes: a premium tool's own page, else its tool page. */
export function toolHref(tool: Pick<Tool, 'name' | 'premium'>): string {
  const premiumSlug = tool.premium ? PREMIUM_TOOL_SLUG_BY_NAME[tool.name] : undefined;
  return premiumSlug ? paths.premiumTool(premiumSlug) : paths.tool(toolSlug(tool.name));
}
