import type { KeysetTerm } from '@/lib/keyset';
import { containsAnyFilter } from '@/lib/postgrest-search';

/**
 * What every staff list filters and orders by for speed to lead, besides its own filter: the "Mine" owner
 * filter, the attribution source, and the "Waiting longest" order (docs/decisions/026-speed-to-lead.md, UI).
 */
export type SpeedFilter = {
  /** Only rows owned by this staff member ("Mine"); null or absent for everyone's. */
  ownerId?: string | null;
  /** Contained in the UTM source or the referrer host, case-insensitively; '' or absent for any. */
  source?: string;
};

/** What an export's log entry records of these filters: whose rows ("Mine" as the owner's id) and which source. */
export function speedFilterDetails(filter: SpeedFilter): { ownerId: string | null; source: string } {
  return { ownerId: filter.ownerId ?? null, source: filter.source ?? '' };
}

/** The sort column of "Waiting longest"; not a table column (see pipelineOrder). */
export const WAITING_SORT = 'waiting';

/** The source filter's or=() for PostgREST, or undefined for any source. */
export function sourceFilter(source: string | undefined): string | undefined {
  return containsAnyFilter(['source_utm_source', 'source_referrer_host'], source ?? '');
}

/**
 * A list's order, ending in id so paging and the export's keyset are stable. "Waiting longest"
 * (ascending) puts rows still awaiting a first touch first, oldest first; reversed, the opposite.
 */
export function pipelineOrder(sort: { column: string; ascending: boolean }): KeysetTerm[] {
  if (sort.column === WAITING_SORT) {
    return [
      { column: 'awaiting_first_touch', ascending: !sort.ascending },
      { column: 'created_at', ascending: sort.ascending },
      { column: 'id', ascending: sort.ascending },
    ];
  }
  return [sort, { column: 'id', ascending: sort.ascending }];
}
