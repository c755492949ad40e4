import * as React from 'react';
import { cn } from '@/lib/utils';

type TableProps = React.TableHTMLAttributes<HTMLTableElement> & {
  /**
   * Names the scroll container and makes it focusable, so a keyboard can scroll a wide table sideways
   * on a phone. Needed when the rows hold nothing focusable (axe: scrollable-region-focusable).
   */
  scrollLabel?: string;
};

export function Table({ className, scrollLabel, ...props }: TableProps) {
  const scrollRegion = scrollLabel
    ? ({ role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } as const)
    : undefined;
  return (
    <div
      className="relative w-full overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...scrollRegion}
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: React.HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/50', className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      className={cn('h-11 px-3 text-left align-middle font-semibold text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('p-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
