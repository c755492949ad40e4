import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Shown in place of a table while its first page loads. */
export function TableLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
      <Spinner />
      {label}
    </div>
  );
}

/** Shown in place of a table with no rows: nothing stored yet, no match, or a failed load. */
export function TableMessage({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-12 text-center">
      <p className="font-semibold">{title}</p>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** Shown in place of a screen's data when it failed to load, with a way to ask again. */
export function TableLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <TableMessage
      title={title}
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
