import { PIPELINE_LISTS, type PipelineTable } from '@/lib/pipeline/pipeline-tables';

/** One row as the board shows it: who, for which business, since when, and where it stands. */
export type BoardCard = { id: string; name: string; detail: string | null; createdAt: string; status: string };

/** A column: its newest cards (at most the board's limit) and how many rows it holds in all. */
export type BoardColumn = { status: string; label: string; cards: BoardCard[]; total: number };

export type Board = { table: PipelineTable; columns: BoardColumn[] };

/** The newest cards a column shows; the rest are counted and linked to the filtered dashboard. */
export const CARDS_PER_COLUMN = 50;

const newestFirst = (a: BoardCard, b: BoardCard) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The columns in the pipeline's order (its status list), each from the rows fetched for that status. */
export function boardColumns(
  table: PipelineTable,
  byStatus: Readonly<Record<string, { cards: BoardCard[]; total: number }>>,
): BoardColumn[] {
  return PIPELINE_LISTS[table].statuses.map(({ value, label }) => ({
    status: value,
    label,
    cards: [...(byStatus[value]?.cards ?? [])].sort(newestFirst),
    total: byStatus[value]?.total ?? 0,
  }));
}

export function findCard(board: Board, cardId: string): BoardCard | undefined {
  for (const column of board.columns) {
    const card = column.cards.find((c) => c.id === cardId);
    if (card) return card;
  }
  return undefined;
}

/** Whether a move changes anything: a known status of this pipeline other than the card's own. */
export function isMove(board: Board, card: BoardCard, toStatus: string): boolean {
  return card.status !== toStatus && board.columns.some((column) => column.status === toStatus);
}

/**
 * The board after a card moves (shown at once, before the database answers): out of its column, into the
 * new one in date order, the totals following it. A move that changes nothing returns the same board.
 */
export function moveCard(board: Board, cardId: string, toStatus: string): Board {
  const card = findCard(board, cardId);
  if (!card || !isMove(board, card, toStatus)) return board;
  const moved = { ...card, status: toStatus };
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.status === card.status)
        return { ...column, cards: column.cards.filter((c) => c.id !== cardId), total: Math.max(0, column.total - 1) };
      if (column.status === toStatus) return { ...column, cards: [...column.cards, moved].sort(newestFirst), total: column.total + 1 };
      return column;
    }),
  };
}

/** A card's age, short: "12 min", "5 h", "3 d". */
export function formatAge(createdAt: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}
