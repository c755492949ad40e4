import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';

export type ComparisonColumn<K extends string> = { key: K; label: string; highlight?: 'primary' | 'premium' };
/** A feature's row; `key` names it where `feature` is not plain text. */
export type ComparisonRow<K extends string> = {
  feature: ReactNode;
  values: Record<K, ReactNode>;
  key?: string;
};

const HEADER_HIGHLIGHT = {
  primary: 'bg-accent text-primary',
  premium: 'bg-premium-soft text-premium-foreground',
};
const CELL_HIGHLIGHT = { primary: 'bg-accent/60 font-semibold', premium: 'bg-premium-soft/50 font-semibold' };

/**
 * Features down the side, plans across the top, one highlighted column. Sized to fit a 390px phone
 * without sideways scrolling: tighter padding and type below `sm`.
 */
export function ComparisonTable<K extends string>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly ComparisonColumn<K>[];
  rows: readonly ComparisonRow<K>[];
}) {
  return (
    <div className="mx-auto max-w-4xl rounded-lg border bg-card shadow-sm">
      <Table className="max-sm:text-[13px] md:text-base">
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" className="pl-3 pr-1 text-foreground sm:w-1/3 sm:px-3">
              Feature
            </TableHead>
            {columns.map((column) => (
              <TableHead
                key={column.key}
                scope="col"
                className={cn(
                  'px-1 text-center text-foreground sm:px-3',
                  column.highlight && HEADER_HIGHLIGHT[column.highlight],
                )}
              >
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key ?? String(row.feature)}>
              <TableHead scope="row" className="h-auto py-3 pl-3 pr-1.5 font-medium text-foreground sm:px-3">
                {row.feature}
              </TableHead>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  className={cn(
                    'px-1 text-center sm:px-3',
                    column.highlight && CELL_HIGHLIGHT[column.highlight],
                  )}
                >
                  {row.values[column.key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
