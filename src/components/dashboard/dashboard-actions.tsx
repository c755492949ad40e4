import { Download, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The header's Export CSV and Refresh buttons; each shows its own progress. */
export function DashboardActions({
  onExport,
  exportDisabled,
  exporting,
  onRefresh,
  refreshing,
}: {
  onExport: () => void;
  exportDisabled: boolean;
  exporting: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <>
      <Button variant="outline" disabled={exportDisabled || exporting} onClick={onExport}>
        {exporting ? <Spinner /> : <Download aria-hidden="true" />}
        Export CSV
      </Button>
      <Button variant="outline" disabled={refreshing} onClick={onRefresh}>
        <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin motion-reduce:animate-none' : undefined} />
        Refresh
      </Button>
    </>
  );
}
