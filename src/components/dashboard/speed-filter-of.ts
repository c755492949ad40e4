import type { SpeedFilter } from '@/lib/pipeline/speed-filter';
import type { DashboardUrlState } from './dashboard-url-state';

/** No staff member has this id: "Mine" before the signed-in id is known shows nothing rather than everyone's. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The owner and source filters every list shares, from the URL state and the signed-in staff member. */
export function speedFilterOf(state: Pick<DashboardUrlState<string, string>, 'owner' | 'source'>, me: string | null): SpeedFilter {
  return { ownerId: state.owner === 'mine' ? (me ?? NOBODY) : null, source: state.source };
}
