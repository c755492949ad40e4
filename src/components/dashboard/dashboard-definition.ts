import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import type { LeadSourceColumns } from '@/types/tables/lead-source';
import type { ResultsText } from './dashboard-results-body';
import type { DashboardUrlConfig, DashboardUrlState, PageSize, SortState } from './dashboard-url-state';
import type { SelectOption } from './labelled-select';
import type { DeleteWords, RowNoun } from './use-pipeline-actions';

/**
 * What every staff dashboard row has: the pipeline serves it by id and shows its status; its contact
 * (matched by email) gathers it with the person's other rows on /contacts/<id>; speed to lead shows its
 * owner, its first-response clock and where the visitor came from.
 */
export type PipelineRow = {
  id: string;
  status: string;
  contact_id: string | null;
  created_at: string;
  owner_id: string | null;
  first_touch_at: string | null;
} & LeadSourceColumns;

/** What every stats RPC answers besides its headline counts. */
export type PipelineStats = { byStatus: Readonly<Record<string, number>>; archived: number };

/** The list query: the kind's filter (what the export logs), then paging and order. */
export type ListQuery<Filter, C extends string> = Filter & { page: number; pageSize: PageSize; sort: SortState<C> };
export type ExportQuery<Filter, C extends string> = Filter & { sort: SortState<C> };

/**
 * One column of the table, in the manner of shadcn/ui's data-table: the header, how a row's cell
 * renders and, for a sortable column, its database column and how the order reads aloud. 'status' places
 * the pipeline's status select; the select box comes first and the row actions last on every dashboard.
 */
export type DashboardColumn<Row, C extends string> =
  | 'status'
  | {
      key: string;
      header: ReactNode;
      headClassName?: string;
      className?: string;
      cell: (row: Row) => ReactNode;
      sort?: { column: C; firstAscending: boolean; reads: readonly [ascending: string, descending: string] };
    };

/** The header's Export CSV and the bulk bar's Export selected, with any question they ask first. */
export type DashboardExporter<Row, Query> = {
  exportAll: (query: Query) => Promise<void>;
  exportSelected: (rows: Row[]) => Promise<void>;
  exporting: boolean;
  /** Dialogs the export may open (onboarding asks about passwords). */
  dialogs?: ReactNode;
};

/**
 * Everything that makes one record kind's staff dashboard (leads, onboarding submissions, enquiries):
 * its data hooks, words, stat cards, filter, columns and export. `StaffDashboard` renders any of them;
 * docs/decisions/021-one-dashboard.md says how to add one.
 */
export type DashboardDefinition<
  Row extends PipelineRow,
  C extends string,
  F extends string,
  Filter,
  Stats extends PipelineStats,
> = {
  table: PipelineTable;
  /** A row in the toasts and labels: "lead" or ["enquiry", "enquiries"]. */
  noun: RowNoun;
  /** The row's name in its labels ("Select Ann Able"), the details panel and the delete dialog. */
  rowName: (row: Row) => string;
  /** URL parameters; defined at module level (the URL hook depends on it). */
  url: DashboardUrlConfig<C, F>;
  /**
   * The kind's own filter object from the URL state (list query, export query and export log); `me` is the
   * signed-in staff member's id, for "Mine" (speedFilterOf).
   */
  filterOf: (state: DashboardUrlState<C, F>, me: string | null) => Filter;
  useRows: (query: ListQuery<Filter, C>) => UseQueryResult<{ rows: Row[]; total: number }>;
  useStats: () => UseQueryResult<Stats>;
  /** Query keys refreshed after a status change, archive, restore or delete. */
  invalidate: ReadonlyArray<QueryKey>;
  useExport: () => DashboardExporter<Row, ExportQuery<Filter, C>>;
  /** Keep Export CSV enabled with no rows (it then answers "No Data"), as onboarding always has. */
  exportWhenEmpty?: boolean;
  words: {
    title: string;
    subtitle: string;
    heading: string;
    archivedHeading: string;
    description: string;
    searchPlaceholder: string;
    /** The table's caption before ", sorted by ...". */
    caption: string;
    results: ResultsText;
    deleted: DeleteWords;
    /** "Delete Lead", and what precedes the name in "permanently delete the lead for <name>?". */
    deleteDialog: { title: string; object: string };
    /** The load-failure toast; `withStats` also reports a failed stats load. */
    loadError: { id: string; description: (error: Error) => string; withStats?: boolean };
  };
  stats: {
    label: string;
    byStatusLabel: string;
    cards: ReadonlyArray<{ label: string; icon: LucideIcon; value: (stats: Stats) => number }>;
  };
  /** The kind's own select beside the status filter (business type, enquiry kind). */
  filter?: { label: string; options: ReadonlyArray<SelectOption<F | 'all'>> };
  columns: ReadonlyArray<DashboardColumn<Row, C>>;
  /** Shown between the toolbar and the rows (onboarding's password lock bar). */
  Banner?: ComponentType<{ rows: ReadonlyArray<Row> }>;
};
