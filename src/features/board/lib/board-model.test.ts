// @vitest-environment node
import { boardColumns, formatAge, isMove, moveCard, type Board, type BoardCard } from './board-model';

const card = (id: string, status: string, createdAt: string): BoardCard => ({ id, name: `Biz ${id}`, detail: null, createdAt, status });

function board(): Board {
  return {
    table: 'custom_builder_leads',
    columns: boardColumns('custom_builder_leads', {
      new: { cards: [card('a', 'new', '2026-11-20T10:00:00Z'), card('b', 'new', '2026-11-22T10:00:00Z')], total: 70 },
      contacted: { cards: [card('c', 'contacted', '2026-11-21T10:00:00Z')], total: 1 },
    }),
  };
}

describe('the board model', () => {
  it('lays out every status of the pipeline in its order, newest card first, empty columns included', () => {
    const columns = board().columns;
    expect(columns.map((c) => [c.status, c.label, c.total])).toEqual([
      ['new', 'New', 70],
      ['contacted', 'Contacted', 1],
      ['qualified', 'Qualified', 0],
      ['won', 'Won', 0],
      ['lost', 'Lost', 0],
    ]);
    expect(columns[0]!.cards.map((c) => c.id)).toEqual(['b', 'a']);
    expect(boardColumns('onboarding_submissions', {}).map((c) => c.status)).toEqual(['new', 'in_progress', 'done']);
  });

  it('moves a card into the new column in date order, with both totals following', () => {
    const after = moveCard(board(), 'b', 'contacted');
    expect(after.columns[0]).toMatchObject({ total: 69, cards: [expect.objectContaining({ id: 'a' })] });
    expect(after.columns[1]!.total).toBe(2);
    expect(after.columns[1]!.cards.map((c) => [c.id, c.status])).toEqual([
      ['b', 'contacted'],
      ['c', 'contacted'],
    ]);
  });

  it('leaves the board alone for a move to the same column, an unknown status or an unknown card', () => {
    const before = board();
    expect(moveCard(before, 'a', 'new')).toBe(before);
    expect(moveCard(before, 'a', 'in_progress')).toBe(before);
    expect(moveCard(before, 'zzz', 'won')).toBe(before);
    expect(isMove(before, card('a', 'new', ''), 'won')).toBe(true);
    expect(isMove(before, card('a', 'new', ''), 'done')).toBe(false);
  });

  it('says how old a card is in minutes, hours, then days', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(formatAge('2026-11-25T11:55:30Z', now)).toBe('4 min');
    expect(formatAge('2026-11-25T02:00:00Z', now)).toBe('10 h');
    expect(formatAge('2026-11-23T13:00:00Z', now)).toBe('47 h');
    expect(formatAge('2026-11-20T12:00:00Z', now)).toBe('5 d');
    expect(formatAge('2026-11-26T12:00:00Z', now)).toBe('0 min');
  });
});
