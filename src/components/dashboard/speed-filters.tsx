import { ListOrdered } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WAITING_SORT } from '@/lib/pipeline/speed-filter';
import type { OwnerView } from './dashboard-url-state';
import { LabelledSelect } from './labelled-select';
import { SearchInput } from './search-input';

/** Speed to lead's toolbar controls on every list: "Mine", the source filter and "Waiting longest". */
export function SpeedFilters({
  owner,
  onOwnerChange,
  source,
  onSourceChange,
  waitingSorted,
  onWaitingSort,
}: {
  owner: OwnerView;
  onOwnerChange: (owner: OwnerView) => void;
  source: string;
  onSourceChange: (source: string) => void;
  waitingSorted: boolean;
  /** Toggles the "Waiting longest" order (back to the default order when it is on). */
  onWaitingSort: () => void;
}) {
  return (
    <>
      <LabelledSelect<OwnerView>
        label="Owner"
        value={owner}
        options={[
          { value: 'all', label: 'Everyone' },
          { value: 'mine', label: 'Mine' },
        ]}
        onChange={onOwnerChange}
      />
      <SearchInput label="Filter by source" placeholder="Source (UTM or referrer)" value={source} onChange={onSourceChange} />
      <Button variant={waitingSorted ? 'default' : 'outline'} aria-pressed={waitingSorted} onClick={onWaitingSort}>
        <ListOrdered aria-hidden="true" />
        Waiting longest
      </Button>
    </>
  );
}

export const isWaitingSort = (column: string) => column === WAITING_SORT;
