import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortlistNavLink } from '@/components/layout/shortlist-nav-link';
import { TOOLS } from '@/domain/catalogue/tools';
import { answerBeforeApp } from '@/lib/first-paint/early-answers';
import { getShortlist } from '@/lib/shortlist/shortlist-store';
import { ShortlistButton } from './shortlist-button';

const tool = TOOLS[0]!;

/** The navigation's count and a tool's toggle, as a tool page has them. */
const Page = () => (
  <MemoryRouter>
    <ShortlistNavLink />
    <ShortlistButton toolId={tool.id} />
  </MemoryRouter>
);

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('ShortlistButton', () => {
  it('adopts, as it hydrates, a tool the page added before the app started; the count follows', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const toggle = () => screen.getByRole('button', { name: new RegExp(`${tool.name} .*my shortlist`) });
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(answerBeforeApp(toggle())).toBe(true);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(toggle()).toHaveAccessibleName(`Remove ${tool.name} from my shortlist`);
    expect(screen.getByRole('link', { name: 'Shortlist 1 tool' })).toHaveTextContent('1');

    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(getShortlist()).toEqual([tool.id]);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Shortlist 1 tool' })).toHaveTextContent('1');

    // The app's now (the page's first script has stopped recording): its press takes the tool off, and
    // the count follows.
    await userEvent.setup().click(toggle());
    expect(getShortlist()).toEqual([]);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Shortlist 0 tools' })).toHaveTextContent('0');
  });
});
