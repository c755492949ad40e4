import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A staff screen's Refresh: disabled, its icon turning, while the refetch runs. */
export function RefreshButton({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  return (
    <Button variant="outline" disabled={refreshing} onClick={onRefresh}>
      <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin motion-reduce:animate-none' : undefined} />
      Refresh
    </Button>
  );
}
