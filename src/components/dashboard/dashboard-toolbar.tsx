import type { ReactNode } from 'react';
import { LabelledSelect } from './labelled-select';
import { PAGE_SIZES, type PageSize } from './dashboard-url-state';
import { SearchInput } from './search-input';

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({
  value: String(size) as `${PageSize}`,
  label: String(size),
}));

/** Search box, an optional filter (the dashboard's own select), the rows-per-page choice and an optional Columns menu. */
export function DashboardToolbar({
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  filter,
  pageSize,
  onPageSizeChange,
  columns,
}: {
  searchLabel: string;
  searchPlaceholder?: string;
  search: string;
  onSearchChange: (value: string) => void;
  filter?: ReactNode;
  pageSize: PageSize;
  onPageSizeChange: (size: PageSize) => void;
  columns?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div role="search" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SearchInput
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={search}
          onChange={onSearchChange}
        />
        {filter}
      </div>
      {/* It does not shrink: beside a row of filters a flex item would give up its width, down to the
          select's padding, and the number would vanish. */}
      <div className="flex shrink-0 items-center gap-3">
        <LabelledSelect
          className="shrink-0"
          label="Rows per page"
          value={`${pageSize}`}
          options={PAGE_SIZE_OPTIONS}
          onChange={(value) => onPageSizeChange(Number(value) as PageSize)}
        />
        {columns}
      </div>
    </div>
  );
}
