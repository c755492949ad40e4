import { useId, type ReactNode } from 'react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export type FigureTable = { columns: readonly string[]; rows: ReadonlyArray<readonly (string | number)[]> };

/**
 * One chart with its title and the same numbers in a table beside it: the chart is a picture for sighted
 * readers (hidden from screen readers), the table carries the figures for everyone.
 */
export function InsightFigure({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: FigureTable;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div aria-hidden="true" className="h-56 min-w-0">
          {chart}
        </div>
        <Table scrollLabel={`${title}: figures`} className="text-xs">
          <TableCaption className="sr-only">{title}</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {table.columns.map((column, index) => (
                <TableHead key={column} className={index ? 'text-right' : undefined}>
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={String(row[0])}>
                {row.map((cell, index) => (
                  <TableCell key={index} className={index ? 'text-right tabular-nums' : '[overflow-wrap:anywhere]'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
