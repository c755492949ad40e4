import type { Table } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * "Columns": which of the table's columns show (shadcn/ui's data-table view options), as a disclosure of
 * checkboxes. Columns that cannot be hidden (the select box, the row's name, its actions) are not listed.
 * The boxes exist only while it is open, and each is named "<column> column", so they never share a name
 * with the toolbar's filters ("Status"). Like a menu, a press outside it or Escape closes it (Escape puts
 * focus back on "Columns").
 */
export function ColumnsMenu<Row>({ table }: { table: Table<Row> }) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && menu.current?.contains(event.target))) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menu.current?.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (columns.length === 0) return null;
  return (
    <details ref={menu} className="relative" open={open}>
      <summary
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
        onClick={(event) => {
          // React owns the open state (the boxes render only while open); the summary still gives keyboard and name.
          event.preventDefault();
          setOpen((was) => !was);
        }}
      >
        <Columns3 aria-hidden="true" />
        Columns
      </summary>
      {open ? (
        <fieldset className="absolute right-0 z-10 mt-1 flex min-w-48 flex-col gap-2 rounded-md border bg-background p-3 text-sm shadow-md">
          <legend className="sr-only">Columns shown</legend>
          {columns.map((column) => (
            <label key={column.id} className="flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                aria-label={`${column.columnDef.meta?.menuLabel ?? column.id} column`}
                className="size-4 accent-primary"
                checked={column.getIsVisible()}
                onChange={(event) => column.toggleVisibility(event.target.checked)}
              />
              {column.columnDef.meta?.menuLabel ?? column.id}
            </label>
          ))}
        </fieldset>
      ) : null}
    </details>
  );
}
