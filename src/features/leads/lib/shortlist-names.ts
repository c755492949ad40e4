import { TOOLS } from '@/domain/catalogue/tools';

const NAME_BY_ID: ReadonlyMap<number, string> = new Map(TOOLS.map((tool) => [tool.id, tool.name]));

/** The lead's shortlisted tools by name; an id no longer in the catalogue shows as "Tool #id" rather than vanishing. */
export function shortlistNames(shortlist: readonly number[] | null): string[] {
  return (shortlist ?? []).map((id) => NAME_BY_ID.get(id) ?? `Tool #${id}`);
}
