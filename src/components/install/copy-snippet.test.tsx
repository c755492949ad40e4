import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBeforeApp } from '@/lib/first-paint/early-answers';
import { CopySnippet } from './copy-snippet';

const SNIPPET = '<script src="https://localboost.example/embed.js"></script>';

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CopySnippet', () => {
  it('adopts a copy the page made before the app started, and clears its announcement later', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CopySnippet snippet={SNIPPET} label="Snippet" />);
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Copy snippet' });
    expect(answerBeforeApp(button)).toBe(true);
    expect(writeText).toHaveBeenCalledWith(SNIPPET);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Snippet copied to the clipboard'));

    const errors = vi.spyOn(console, 'error');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      hydrateRoot(container, <CopySnippet snippet={SNIPPET} label="Snippet" />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Snippet copied to the clipboard');
    await act(async () => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
    vi.useRealTimers();

    // The app's now (the page's first script has stopped recording): a press copies through the app.
    // (A plain click: user-event would put its own clipboard in place of this one.)
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Snippet copied to the clipboard');
  });
});
