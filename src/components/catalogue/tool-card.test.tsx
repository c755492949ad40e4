import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TOOLS } from '@/domain/catalogue/tools';
import { renderRoute } from '@/testing/render-route';
import { ToolCard } from './tool-card';

// Counts how often a card draws its insides: the rating is drawn once per render of the card.
const ratingRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./tool-rating', () => ({
  ToolRating: () => {
    ratingRenders.count += 1;
    return null;
  },
}));

/** A list that re-renders (as the directory does for each key) while it keeps the same tool. */
function List() {
  const [keys, setKeys] = useState(0);
  const tool = TOOLS[0]!;
  return (
    <>
      <button type="button" onClick={() => setKeys(keys + 1)}>
        Key {keys}
      </button>
      <ToolCard tool={tool} />
    </>
  );
}

describe('ToolCard', () => {
  it('is not drawn again when its list re-renders with the same tool', async () => {
    const user = userEvent.setup();
    renderRoute(<List />, { path: '/tools' });
    expect(ratingRenders.count).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Key 0' }));

    expect(await screen.findByRole('button', { name: 'Key 1' })).toBeInTheDocument();
    expect(ratingRenders.count).toBe(1);
  });
});
