import type { Tool } from '@/features/catalogue/data/tool-types';
import { TOOLS } from '@/features/catalogue/data/tools';

const TOOL_BY_ID: ReadonlyMap<number, Tool> = new Map(TOOLS.map((tool) => [tool.id, tool]));

export const toolById = (id: number): Tool | undefined => TOOL_BY_ID.get(id);

/** The shortlisted tools in the order they were added (the store only keeps catalogue ids). */
export function shortlistTools(ids: readonly number[]): Tool[] {
  return ids.flatMap((id) => TOOL_BY_ID.get(id) ?? []);
}
