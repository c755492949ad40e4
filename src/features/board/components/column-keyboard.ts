import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard dragging between columns: Left and Right jump to the centre of the neighbouring column on
 * screen (the default moves 25 pixels a press), keeping the card's height within it. Up and Down stay
 * put, since a column has no order to change.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, over, droppableRects, collisionRect }, currentCoordinates },
) => {
  if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) {
    event.preventDefault();
    return currentCoordinates;
  }
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  // The columns left to right as drawn; before the first move the card is over its own column (its status).
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  const from = over?.id ?? active?.data.current?.status;
  const index = columns.findIndex(([id]) => id === from);
  const rect = index === -1 ? undefined : columns[index + step]?.[1];
  if (!rect) return currentCoordinates;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: Math.min(Math.max(currentCoordinates.y, rect.top), rect.bottom - collisionRect.height),
  };
};
