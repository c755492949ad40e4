import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A table row's delete icon button; disabled with a spinner while that row is being deleted. */
export function RowDeleteButton({ label, deleting, onClick }: { label: string; deleting: boolean; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      aria-label={label}
      disabled={deleting}
      onClick={onClick}
    >
      {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
    </Button>
  );
}
