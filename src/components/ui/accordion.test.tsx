import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { answerBeforeApp, APP_OWNED } from '@/lib/first-paint/early-answers';
import { FaqAccordion } from './faq-accordion';

const ITEMS = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Accordion', () => {
  it('keeps every answer in the page, hidden while closed, one open at a time and collapsible', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);
    // Closed answers are in the HTML (so the page can show them before the app starts), but hidden.
    expect(screen.getByText('Two.', { selector: 'div' })).not.toBeVisible();
    const [first, second] = screen.getAllByRole('button');
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First?' })).toHaveTextContent('One.');
    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('One.')).not.toBeVisible();
    expect(screen.getByText('Two.')).toBeVisible();
    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Two.')).not.toBeVisible();
  });

  it('moves focus between headers with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);
    const [first, second, third] = screen.getAllByRole('button');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('takes over, as it hydrates, the item the page opened before the app started', async () => {
    const user = userEvent.setup();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FaqAccordion items={ITEMS} />);
    document.body.append(container);
    const second = () => screen.getByRole('button', { name: 'Second?' });
    // The page's own answer (the first script, before the app): opens the second item.
    expect(answerBeforeApp(second())).toBe(true);
    expect(screen.getByText('Two.')).toBeVisible();
    await act(async () => {
      hydrateRoot(container, <FaqAccordion items={ITEMS} />);
    });
    expect(second()).toHaveAttribute(APP_OWNED);
    // The app's now: the page's script leaves it alone, and the next press closes what was opened.
    expect(answerBeforeApp(second())).toBe(false);
    expect(second()).toHaveAttribute('aria-expanded', 'true');
    await user.click(second());
    expect(second()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Two.')).not.toBeVisible();
  });
});
