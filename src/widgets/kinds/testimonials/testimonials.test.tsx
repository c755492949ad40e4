/** @jsxImportSource preact */
import { fireEvent, within } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kindJsonSchema } from '../../kind-json-schema';
import type { WidgetContext } from '../../runtime/kind-module';
import { testimonialsDefinition } from './definition';
import {
  TESTIMONIALS_MAX_REVIEWS,
  TESTIMONIALS_TEXT_MAX,
  testimonialsSettingsSchema,
  type TestimonialsSettings,
} from './settings';
import testimonialsModule from './widget';

const context: WidgetContext = {
  widgetId: 'preview',
  preview: true,
  store: { get: () => null, set: () => {}, remove: () => {} },
};

const reviews: TestimonialsSettings['reviews'] = [
  { author: 'Giulia R.', rating: 5, text: 'Best carbonara in town.', date: '2025-03-14', source: 'Google' },
  { author: 'Tom H.', rating: 4, text: 'Cosy room,\nquick service.', date: '', source: '' },
  {
    author: 'Amira <b>K.</b>',
    rating: 3,
    text: '<img src=x onerror=alert(1)> is just text',
    date: '2024-12-01',
    source: '',
  },
];

const settings = (overrides: Partial<TestimonialsSettings> = {}): TestimonialsSettings => ({
  ...testimonialsDefinition.presets[0]!.settings,
  title: 'What our guests say',
  reviews,
  ...overrides,
});

let host: HTMLElement | undefined;
afterEach(() => {
  if (host) act(() => render(null, host!));
  host?.remove();
  host = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function show(value: TestimonialsSettings) {
  host = document.createElement('div');
  document.body.append(host);
  const { Widget } = testimonialsModule;
  act(() => render(<Widget settings={value} context={context} />, host!));
  return within(host);
}

/** What the visitor sees and hears of the shown review: the slide's text. */
const shownReview = (view: ReturnType<typeof show>) => view.getByRole('group').textContent;

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

describe('Testimonials carousel', () => {
  it('is a carousel region named by its title, showing one review with its position, stars, author and source', () => {
    const view = show(settings());
    const region = view.getByRole('region', { name: 'What our guests say' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(view.getByRole('heading', { level: 2, name: 'What our guests say' })).toBeInTheDocument();

    const slides = view.getAllByRole('group');
    expect(slides).toHaveLength(1);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName('1 of 3');
    const slide = within(slides[0]!);
    expect(slide.getByText('Review 1 of 3')).toBeInTheDocument();
    expect(slide.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(slide.getByText('Best carbonara in town.')).toBeInTheDocument();
    expect(slide.getByText('Giulia R.')).toBeInTheDocument();
    expect(slides[0]!.querySelector('time')).toHaveAttribute('datetime', '2025-03-14');
    expect(slides[0]!.querySelector('figcaption')).toHaveTextContent('Giulia R.on Google · March 2025');
    // The slide is announced politely when it changes.
    expect(slides[0]!.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with the named Previous and Next buttons, wrapping around', () => {
    const view = show(settings());
    act(() => {
      fireEvent.click(view.getByRole('button', { name: 'Next review' }));
    });
    expect(shownReview(view)).toContain('Review 2 of 3');
    expect(shownReview(view)).toContain('Cosy room,\nquick service.');
    expect(view.getByRole('group')).toHaveAccessibleName('2 of 3');

    act(() => {
      fireEvent.click(view.getByRole('button', { name: 'Previous review' }));
      fireEvent.click(view.getByRole('button', { name: 'Previous review' }));
    });
    expect(shownReview(view)).toContain('Review 3 of 3');
  });

  it('moves with the Left and Right arrow keys from any control in it', () => {
    const view = show(settings());
    const next = view.getByRole('button', { name: 'Next review' });
    next.focus();
    act(() => {
      fireEvent.keyDown(next, { key: 'ArrowRight' });
    });
    expect(shownReview(view)).toContain('Review 2 of 3');
    act(() => {
      fireEvent.keyDown(next, { key: 'ArrowLeft' });
      fireEvent.keyDown(next, { key: 'ArrowLeft' });
    });
    expect(shownReview(view)).toContain('Review 3 of 3');
    // Other keys and modified arrows are left to the browser.
    act(() => {
      fireEvent.keyDown(next, { key: 'ArrowRight', altKey: true });
      fireEvent.keyDown(next, { key: 'ArrowDown' });
    });
    expect(shownReview(view)).toContain('Review 3 of 3');
  });

  it('renders the reviews as text, never as HTML', () => {
    const view = show(settings());
    act(() => {
      fireEvent.keyDown(view.getByRole('region'), { key: 'ArrowLeft' });
    });
    const slide = within(view.getByRole('group'));
    expect(slide.getByText('<img src=x onerror=alert(1)> is just text')).toBeInTheDocument();
    expect(slide.getByText('Amira <b>K.</b>')).toBeInTheDocument();
    expect(host!.querySelector('img, b')).toBeNull();
  });

  it('does not move on its own unless the owner turns autoplay on', () => {
    vi.useFakeTimers();
    const view = show(settings({ autoplay: false }));
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(shownReview(view)).toContain('Review 1 of 3');
    expect(view.queryByRole('button', { name: /pause|play/i })).toBeNull();
  });

  it('with autoplay, moves every interval with a Pause control, quiet while it turns, and stops when paused', () => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
    const view = show(settings({ autoplay: true, intervalSeconds: 5 }));
    const pause = view.getByRole('button', { name: 'Pause' });
    // The rotation control comes first in the carousel.
    expect(within(view.getByRole('region')).getAllByRole('button')[0]).toBe(pause);
    expect(view.getByRole('group').closest('[aria-live]')).toHaveAttribute('aria-live', 'off');

    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(shownReview(view)).toContain('Review 2 of 3');

    act(() => {
      fireEvent.click(pause);
    });
    expect(view.getByRole('button', { name: 'Play' })).toBe(pause);
    expect(view.getByRole('group').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(shownReview(view)).toContain('Review 2 of 3');

    act(() => {
      fireEvent.click(pause);
    });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(shownReview(view)).toContain('Review 3 of 3');
  });

  it('pauses while the pointer is over it or focus is on a review control, and goes on after', () => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
    const view = show(settings({ autoplay: true, intervalSeconds: 5 }));
    const region = view.getByRole('region');

    act(() => {
      fireEvent.mouseEnter(region);
    });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(shownReview(view)).toContain('Review 1 of 3');
    act(() => {
      fireEvent.mouseLeave(region);
    });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(shownReview(view)).toContain('Review 2 of 3');

    const next = view.getByRole('button', { name: 'Next review' });
    act(() => {
      next.focus();
    });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(shownReview(view)).toContain('Review 2 of 3');
    expect(view.getByRole('group').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => {
      next.blur();
    });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(shownReview(view)).toContain('Review 3 of 3');
  });

  it('never moves on its own for a visitor who prefers reduced motion, and offers Play', () => {
    vi.useFakeTimers();
    prefersReducedMotion(true);
    const view = show(settings({ autoplay: true, intervalSeconds: 5 }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(shownReview(view)).toContain('Review 1 of 3');
    expect(view.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('shows a single review without carousel controls', () => {
    const view = show(settings({ reviews: [reviews[0]!], autoplay: true }));
    expect(view.getByRole('region', { name: 'What our guests say' })).not.toHaveAttribute(
      'aria-roledescription',
    );
    expect(view.queryByRole('button')).toBeNull();
    expect(view.getByText('Best carbonara in town.')).toBeInTheDocument();
    expect(view.queryByText(/Review 1 of 1/)).toBeNull();
    expect(view.queryByRole('group')).toBeNull();
  });

  it('keeps text readable on any background the owner picks', () => {
    show(settings({ colors: { background: '#1a1a2e', accent: '#ffd166' } }));
    const root = host!.querySelector<HTMLElement>('section')!;
    expect(root.style.getPropertyValue('--lb-fg')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--lb-on-accent')).toBe('#000000');
    act(() => render(null, host!));
    show(settings({ colors: { background: '#fdf6e3', accent: '#1d3557' } }));
    const light = host!.querySelectorAll<HTMLElement>('section');
    expect(light[light.length - 1]!.style.getPropertyValue('--lb-fg')).toBe('#000000');
    expect(light[light.length - 1]!.style.getPropertyValue('--lb-on-accent')).toBe('#ffffff');
  });

  it('has 44 px targets, container queries rather than viewport widths, and motion only without reduced-motion', () => {
    const { styles } = testimonialsModule;
    expect(styles).toMatch(/button\{[^}]*min-width:44px;min-height:44px/);
    expect(styles).toContain('@container');
    expect(styles).not.toMatch(/@media[^{]*width/);
    expect(styles).toMatch(/@media \(prefers-reduced-motion:no-preference\)\{\.slide\{animation/);
    expect(styles).not.toMatch(/\brem\b/);
  });
});

describe('Testimonials definition', () => {
  it('has valid presets for a restaurant, a salon, a clinic and more, starting with the restaurant', () => {
    const ids = testimonialsDefinition.presets.map((preset) => preset.id);
    expect(ids).toEqual(expect.arrayContaining(['restaurant', 'salon', 'clinic', 'plumber']));
    expect(ids[0]).toBe('restaurant');
    for (const preset of testimonialsDefinition.presets) {
      expect(testimonialsSettingsSchema.parse(preset.settings)).toEqual(preset.settings);
      expect(preset.settings.autoplay).toBe(false);
    }
  });

  it('can be checked by the database (JSON Schema), and its largest settings fit the 32 KB a widget may hold', () => {
    expect(() => kindJsonSchema(testimonialsSettingsSchema)).not.toThrow();
    const widest = '語'.repeat(TESTIMONIALS_TEXT_MAX);
    const largest = settings({
      title: '語'.repeat(120),
      reviews: Array.from({ length: TESTIMONIALS_MAX_REVIEWS }, () => ({
        author: '語'.repeat(60),
        rating: 5,
        text: widest,
        date: '2025-03-14',
        source: '語'.repeat(40),
      })),
    });
    expect(testimonialsSettingsSchema.safeParse(largest).success).toBe(true);
    // PostgreSQL's jsonb text adds a space after each colon and comma.
    const bytes = new TextEncoder().encode(JSON.stringify(largest).replace(/[:,]/g, '$& ')).length;
    expect(bytes).toBeLessThanOrEqual(32_768);
    expect(testimonialsSettingsSchema.safeParse(settings({ reviews: [] })).success).toBe(false);
    expect(
      testimonialsSettingsSchema.safeParse(settings({ reviews: [{ ...reviews[0]!, rating: 6 }] })).success,
    ).toBe(false);
    expect(
      testimonialsSettingsSchema.safeParse(settings({ reviews: [{ ...reviews[0]!, date: '14/03/2025' }] }))
        .success,
    ).toBe(false);
  });

  it('falls back to every review as a figure with its rating, quote and author, escaped', () => {
    const html = testimonialsDefinition.fallbackHtml(settings());
    const page = document.createElement('div');
    page.innerHTML = html;
    host = page;
    document.body.append(page);
    expect(within(page).getByRole('heading', { level: 2, name: 'What our guests say' })).toBeInTheDocument();
    const figures = page.querySelectorAll('figure');
    expect(figures).toHaveLength(3);
    expect(figures[0]!.querySelector('blockquote')).toHaveTextContent('Best carbonara in town.');
    expect(figures[0]!.querySelector('figcaption')).toHaveTextContent('Giulia R., on Google · March 2025');
    expect(figures[0]).toHaveTextContent('Rated 5 out of 5');
    expect([...figures[1]!.querySelectorAll('blockquote p')].map((p) => p.textContent)).toEqual([
      'Cosy room,',
      'quick service.',
    ]);
    expect(figures[2]!.querySelector('blockquote')).toHaveTextContent(
      '<img src=x onerror=alert(1)> is just text',
    );
    expect(figures[2]!.querySelector('figcaption')).toHaveTextContent('Amira <b>K.</b>');
    expect(page.querySelector('img, b, script, style, [style]')).toBeNull();
    expect(testimonialsDefinition.placement(settings())).toBe('inline');
  });
});
