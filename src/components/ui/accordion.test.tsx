import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const ITEMS = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

afterEach(() => {
  document.body.innerHTML = '';
});

/** A question's summary, and the <details> it opens (the browser's record of whether it is open). */
const summaryOf = (question: string) => screen.getByText(question).closest('summary')!;
const itemOf = (question: string) => summaryOf(question).closest('details')!;

describe('Accordion', () => {
  it('is a group of named <details> holding every answer in the page, none open at first', () => {
    render(<FaqAccordion items={ITEMS} />);
    const items = ITEMS.map((item) => itemOf(item.question));
    // One name for the group: the browser keeps one item open at a time, before the app starts as after.
    expect(new Set(items.map((item) => item.name)).size).toBe(1);
    expect(items[0]!.name).not.toBe('');
    expect(items.every((item) => !item.open)).toBe(true);
    expect(screen.getByRole('region', { name: 'Second?', hidden: true })).toHaveTextContent('Two.');
  });

  it('moves focus between questions with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);
    const [first, second, third] = ITEMS.map((item) => summaryOf(item.question));
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

  it('hydrates the item the visitor opened before the app started as open, and keeps it so', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FaqAccordion items={ITEMS} />);
    document.body.append(container);
    // The browser's own answer, before the app: the second item opened.
    itemOf('Second?').open = true;
    await act(async () => {
      hydrateRoot(container, <FaqAccordion items={ITEMS} />);
    });
    expect(itemOf('Second?').open).toBe(true);
    expect(itemOf('First?').open).toBe(false);
    // Closed by the visitor once the app runs: the app follows, and a render does not reopen it.
    await act(async () => {
      itemOf('Second?').open = false;
      itemOf('Second?').dispatchEvent(new Event('toggle'));
    });
    expect(itemOf('Second?').open).toBe(false);
  });
});
