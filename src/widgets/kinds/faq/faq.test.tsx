/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { WidgetContext } from '../../runtime/kind-module';
import { faqDefinition } from './definition';
import { faqSettingsSchema, type FaqSettings } from './settings';
import faqModule from './widget';

const context: WidgetContext = {
  widgetId: 'preview',
  preview: true,
  store: { get: () => null, set: () => {}, remove: () => {} },
};

const settings = (overrides: Partial<FaqSettings> = {}): FaqSettings => ({
  ...faqDefinition.presets[0]!.settings,
  ...overrides,
});

let host: HTMLElement | undefined;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
});

function show(value: FaqSettings) {
  host = document.createElement('div');
  document.body.append(host);
  const { Widget } = faqModule;
  act(() => render(<Widget settings={value} context={context} />, host!));
  return within(host);
}

const three: FaqSettings['items'] = [
  { question: 'Do you deliver?', answer: 'Yes, within 5 km.\n\nOrders over 20 ship free.' },
  { question: 'Are you open on Sunday?', answer: 'Only for brunch, 10 to 2.' },
  { question: 'Crème brûlée <b>gluten</b>-free?', answer: 'Yes: <script>alert(1)</script> is just text.' },
];

describe('FAQ accordion', () => {
  it('shows the title and every question as a collapsed button in a heading', () => {
    const view = show(settings({ title: 'Questions', items: three }));
    expect(view.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    const buttons = view.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(three.map((item) => item.question));
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
    }
    expect(view.getByText('Only for brunch, 10 to 2.')).not.toBeVisible();
  });

  it('opens an answer as a region named by its question, split into paragraphs, as text', async () => {
    const user = userEvent.setup();
    const view = show(settings({ items: three }));
    await user.click(view.getByRole('button', { name: 'Do you deliver?' }));
    const button = view.getByRole('button', { name: 'Do you deliver?' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = view.getByRole('region', { name: 'Do you deliver?' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Yes, within 5 km.',
      'Orders over 20 ship free.',
    ]);
    expect(region).toBeVisible();

    await user.click(view.getByRole('button', { name: 'Crème brûlée <b>gluten</b>-free?' }));
    expect(view.getByText('Yes: <script>alert(1)</script> is just text.')).toBeVisible();
    expect(host!.querySelector('script, b')).toBeNull();
  });

  it('keeps one answer open at a time, or several, as set', async () => {
    const user = userEvent.setup();
    const one = show(settings({ items: three, expand: 'one' }));
    await user.click(one.getByRole('button', { name: 'Do you deliver?' }));
    await user.click(one.getByRole('button', { name: 'Are you open on Sunday?' }));
    expect(one.getByRole('button', { name: 'Do you deliver?' })).toHaveAttribute('aria-expanded', 'false');
    expect(one.getByText('Yes, within 5 km.')).not.toBeVisible();
    expect(one.getByText('Only for brunch, 10 to 2.')).toBeVisible();
    // A second click closes it again.
    await user.click(one.getByRole('button', { name: 'Are you open on Sunday?' }));
    expect(one.getByText('Only for brunch, 10 to 2.')).not.toBeVisible();

    render(null, host!);
    host!.remove();
    const many = show(settings({ items: three, expand: 'many' }));
    await user.click(many.getByRole('button', { name: 'Do you deliver?' }));
    await user.click(many.getByRole('button', { name: 'Are you open on Sunday?' }));
    expect(many.getByText('Yes, within 5 km.')).toBeVisible();
    expect(many.getByText('Only for brunch, 10 to 2.')).toBeVisible();
  });

  it('starts with the first answer open when asked', () => {
    const view = show(settings({ items: three, openFirst: true }));
    expect(view.getByRole('button', { name: 'Do you deliver?' })).toHaveAttribute('aria-expanded', 'true');
    expect(view.getByText('Yes, within 5 km.')).toBeVisible();
  });

  it('moves between questions with Up, Down, Home and End, and opens with Enter and Space', async () => {
    const user = userEvent.setup();
    const view = show(settings({ items: three }));
    const [first, second, third] = view.getAllByRole('button');
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
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens the answer that the browser's find-in-page reveals", () => {
    const view = show(settings({ items: three }));
    const answer = view.getByText('Only for brunch, 10 to 2.').parentElement!;
    // What Chrome does when a search matches text in a hidden="until-found" answer.
    act(() => {
      answer.dispatchEvent(new Event('beforematch', { bubbles: true }));
    });
    expect(view.getByRole('button', { name: 'Are you open on Sunday?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(view.getByText('Only for brunch, 10 to 2.')).toBeVisible();
  });

  it('does not make a landmark of every answer in a long FAQ', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 8 }, (_, i) => ({
      question: `Question ${i + 1}?`,
      answer: `Answer ${i + 1}.`,
    }));
    const view = show(settings({ items, search: { ...settings().search, enabled: false } }));
    await user.click(view.getByRole('button', { name: 'Question 3?' }));
    expect(view.queryByRole('region')).toBeNull();
    expect(view.getByText('Answer 3.')).toBeVisible();
    expect(view.getByRole('button', { name: 'Question 3?' }).getAttribute('aria-controls')).toBe(
      view.getByText('Answer 3.').parentElement!.id,
    );
  });

  it('offers a search box only above the set number of questions, and filters as the visitor types', async () => {
    const user = userEvent.setup();
    const search = {
      enabled: true,
      minItems: 3,
      label: 'Search questions',
      noResults: 'Nothing matches: call us.',
    };
    const few = show(settings({ items: three, search }));
    expect(few.queryByRole('searchbox')).toBeNull();
    render(null, host!);
    host!.remove();

    const view = show(
      settings({
        items: [...three, { question: 'Do you cater weddings?', answer: 'Yes, up to 120 guests.' }],
        search,
      }),
    );
    const box = view.getByRole('searchbox', { name: 'Search questions' });
    await user.type(box, 'creme');
    expect(view.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Crème brûlée <b>gluten</b>-free?',
    ]);
    await user.clear(box);
    await user.type(box, 'guests yes');
    expect(view.getAllByRole('button').map((b) => b.textContent)).toEqual(['Do you cater weddings?']);
    await user.type(box, ' zebra');
    expect(view.queryAllByRole('button')).toEqual([]);
    expect(view.getByRole('status')).toHaveTextContent('Nothing matches: call us.');
    await user.clear(box);
    expect(view.getAllByRole('button')).toHaveLength(4);
    expect(view.getByRole('status')).toHaveTextContent('');
  });

  it('keeps its search status in the page while empty, so "nothing matches" is announced when it appears', async () => {
    const user = userEvent.setup();
    const style = document.createElement('style');
    style.textContent = faqModule.styles;
    document.head.append(style);
    try {
      const search = { enabled: true, minItems: 2, label: 'Search questions', noResults: 'Nothing matches.' };
      const view = show(settings({ items: three, search }));
      const status = view.getByRole('status');
      // A live region hidden by display:none is out of the accessibility tree, and screen readers do not
      // announce one that appears with its text. (Its copy without children: Preact leaves an empty text
      // node, which jsdom's :empty counts and browsers do not.)
      const empty = status.cloneNode(false) as HTMLElement;
      status.after(empty);
      expect(getComputedStyle(empty).display).not.toBe('none');
      empty.remove();
      await user.type(view.getByRole('searchbox'), 'zebra');
      expect(view.getByRole('status')).toBe(status);
      expect(status).toHaveTextContent('Nothing matches.');
    } finally {
      style.remove();
    }
  });

  it('describes every question and answer as schema.org FAQPage', () => {
    expect(faqModule.structuredData!(settings({ items: three }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you deliver?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, within 5 km.\nOrders over 20 ship free.' },
        },
        {
          '@type': 'Question',
          name: 'Are you open on Sunday?',
          acceptedAnswer: { '@type': 'Answer', text: 'Only for brunch, 10 to 2.' },
        },
        {
          '@type': 'Question',
          name: 'Crème brûlée <b>gluten</b>-free?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes: <script>alert(1)</script> is just text.' },
        },
      ],
    });
  });
});

describe('FAQ fallback', () => {
  it('gives visitors without scripts, and search engines, every question and answer as escaped HTML', () => {
    const html = faqDefinition.fallbackHtml(settings({ title: 'Q & A', items: three }));
    const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
    expect(doc.querySelector('script, b, style')).toBeNull();
    expect(doc.querySelector('h2')?.textContent).toBe('Q & A');
    expect([...doc.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(
      three.map((item) => item.question),
    );
    expect([...doc.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Yes, within 5 km.',
      'Orders over 20 ship free.',
      'Only for brunch, 10 to 2.',
      'Yes: <script>alert(1)</script> is just text.',
    ]);
    // Under an H3 title the questions are H4; without a title, they take the title's level.
    const deeper = new DOMParser().parseFromString(
      faqDefinition.fallbackHtml(settings({ headingLevel: '3', items: three })),
      'text/html',
    );
    expect(deeper.querySelectorAll('h4')).toHaveLength(3);
    const untitled = new DOMParser().parseFromString(
      faqDefinition.fallbackHtml(settings({ title: '', items: three })),
      'text/html',
    );
    expect(untitled.querySelectorAll('h2')).toHaveLength(3);
  });
});

describe('FAQ settings', () => {
  it('accepts every preset, and each preset covers a niche with real questions', () => {
    expect(faqDefinition.presets.map((preset) => preset.id)).toEqual(
      expect.arrayContaining(['restaurant', 'salon', 'clinic']),
    );
    expect(faqDefinition.presets.length).toBeGreaterThanOrEqual(4);
    for (const preset of faqDefinition.presets)
      expect(faqSettingsSchema.parse(preset.settings)).toEqual(preset.settings);
  });

  it('refuses what the database would refuse: control characters, empty or unbounded lists, bad colours', () => {
    const good = settings();
    expect(faqSettingsSchema.safeParse({ ...good, items: [] }).success).toBe(false);
    expect(faqSettingsSchema.safeParse({ ...good, items: Array(41).fill(three[0]) }).success).toBe(false);
    expect(faqSettingsSchema.safeParse({ ...good, title: 'a\u202Eb' }).success).toBe(false);
    expect(
      faqSettingsSchema.safeParse({ ...good, items: [{ question: 'Q?', answer: 'x'.repeat(2001) }] }).success,
    ).toBe(false);
    expect(faqSettingsSchema.safeParse({ ...good, colors: { ...good.colors, accent: 'red' } }).success).toBe(
      false,
    );
  });

  it('is all JSON Schema can say, with every string and array bounded', () => {
    const json = JSON.stringify(
      z.toJSONSchema(faqSettingsSchema, { io: 'output', unrepresentable: 'throw' }),
    );
    const unbounded: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (
        schema.type === 'string' &&
        schema.maxLength === undefined &&
        schema.pattern === undefined &&
        schema.enum === undefined
      )
        unbounded.push(path);
      if (schema.type === 'array' && schema.maxItems === undefined) unbounded.push(path);
      for (const [key, value] of Object.entries(schema)) walk(value, `${path}.${key}`);
    };
    walk(JSON.parse(json), '$');
    expect(unbounded).toEqual([]);
  });
});
