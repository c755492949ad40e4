import type { Tool } from '@/domain/catalogue/tool-types';
import { TOOLS } from '@/domain/catalogue/tools';

const TOOL_BY_ID: ReadonlyMap<number, Tool> = new Map(TOOLS.map((tool) => [tool.id, tool]));

export const toolById = (id: number): Tool | undefined => TOOL_BY_ID.get(id);

/** The shortlisted tools in the order they were added (the store only keeps catalogue ids). */
export function shortlistTools(ids: readonly number[]): Tool[] {
  return ids.flatMap((id) => TOOL_BY_ID.get(id) ?? []);
}
