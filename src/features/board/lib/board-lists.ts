import { paths } from '@/config/paths';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import type { BoardCard } from './board-model';

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * What the board reads of each pipeline table and where its full list lives: the columns a card needs (never
 * the whole row), the card's name and detail line, and the dashboard the "+N more" link filters.
 */
export const BOARD_LISTS: Record<
  PipelineTable,
  { label: string; columns: string; card: (row: Row) => Omit<BoardCard, 'id' | 'createdAt' | 'status'>; dashboard: string }
> = {
  custom_builder_leads: {
    label: 'Leads',
    columns: 'id, business_name, email, created_at, status',
    card: (row) => ({ name: text(row.business_name) ?? 'Unnamed business', detail: text(row.email) }),
    dashboard: paths.leadsAdmin,
  },
  visitor_inquiries: {
    label: 'Enquiries',
    columns: 'id, full_name, business_name, email, created_at, status',
    card: (row) => ({ name: text(row.full_name) ?? 'Unnamed', detail: text(row.business_name) ?? text(row.email) }),
    dashboard: paths.inquiriesAdmin,
  },
  onboarding_submissions: {
    label: 'Onboarding',
    columns: 'id, full_name, domain_name, email, created_at, status',
    card: (row) => ({ name: text(row.full_name) ?? 'Unnamed', detail: text(row.domain_name) ?? text(row.email) }),
    dashboard: paths.onboardingAdmin,
  },
};

export const BOARD_TABLES = Object.keys(BOARD_LISTS) as PipelineTable[];

/** The ?list= value, defaulting to leads. */
export function boardTableOf(value: string | null): PipelineTable {
  return BOARD_TABLES.find((table) => table === value) ?? 'custom_builder_leads';
}

export function toBoardCard(table: PipelineTable, row: Row): BoardCard {
  return { id: String(row.id), createdAt: String(row.created_at), status: String(row.status), ...BOARD_LISTS[table].card(row) };
}

/** The table's dashboard filtered to one status (the columns' "+N more" link). */
export function dashboardForStatus(table: PipelineTable, status: string): string {
  return `${BOARD_LISTS[table].dashboard}?${new URLSearchParams({ status })}`;
}
