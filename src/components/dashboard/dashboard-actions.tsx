import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RefreshButton } from './refresh-button';
import { groupDigits } from '@/lib/numbers';

/** The header's Export CSV (with how many rows it will write) and Refresh buttons; each shows its own progress. */
export function DashboardActions({
  onExport,
  exportCount,
  exportDisabled,
  exporting,
  onRefresh,
  refreshing,
}: {
  onExport: () => void;
  /** How many rows the export will write (the current filters' total), shown on the button. */
  exportCount?: number;
  exportDisabled: boolean;
  exporting: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <>
      <Button variant="outline" disabled={exportDisabled || exporting} onClick={onExport}>
        {exporting ? <Spinner /> : <Download aria-hidden="true" />}
        Export CSV{' '}
        {exportCount === undefined ? null : (
          <span className="font-normal text-muted-foreground">
            ({groupDigits(exportCount)} {exportCount === 1 ? 'row' : 'rows'})
          </span>
        )}
      </Button>
      <RefreshButton refreshing={refreshing} onRefresh={onRefresh} />
    </>
  );
}
