/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { kindJsonSchema } from '../../kind-json-schema';
import type { WidgetContext } from '../../runtime/kind-module';
import { ratingBadgeDefinition } from './definition';
import {
  RATING_BADGE_MAX_REVIEWS,
  RATING_BADGE_TEXT_MAX,
  ratingBadgeSettingsSchema,
  type RatingBadgeSettings,
} from './settings';
import ratingBadgeModule from './widget';

const context: WidgetContext = {
  widgetId: 'preview',
  preview: true,
  store: { get: () => null, set: () => {}, remove: () => {} },
};

const review = (rating: number, author = 'A. Guest') => ({
  author,
  rating,
  text: 'Lovely.',
  date: '',
  source: 'Google',
});

const settings = (overrides: Partial<RatingBadgeSettings> = {}): RatingBadgeSettings => ({
  ...ratingBadgeDefinition.presets[0]!.settings,
  businessName: 'Trattoria da Luigi',
  businessType: 'Restaurant',
  link: 'https://www.example.com/reviews',
  linkText: 'Read our reviews',
  showName: true,
  display: 'inline',
  // 5, 5, 5, 4, 5: 4.8 from 5 reviews.
  reviews: [review(5), review(5), review(5), review(4), review(5)],
  ...overrides,
});

let host: HTMLElement | undefined;
afterEach(() => {
  if (host) act(() => render(null, host!));
  host?.remove();
  host = undefined;
});

function show(value: RatingBadgeSettings) {
  host = document.createElement('div');
  document.body.append(host);
  const { Widget } = ratingBadgeModule;
  act(() => render(<Widget settings={value} context={context} />, host!));
  return within(host);
}

describe('Rating badge', () => {
  it('says the average and count of the reviews, with the business name, as one link to the reviews', () => {
    const view = show(settings());
    const link = view.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://www.example.com/reviews');
    expect(link).toHaveAccessibleName('Trattoria da Luigi 4.8 out of 5 from 5 reviews Read our reviews');
    // The stars are decoration beside the words that say the rating.
    expect(view.queryByRole('img')).toBeNull();
    expect(host!.querySelector('.lb-stars')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is plain text without a link, and can leave the name out', () => {
    const view = show(settings({ link: '', showName: false, reviews: [review(4)] }));
    expect(view.queryByRole('link')).toBeNull();
    expect(host).toHaveTextContent(/^4\.0 out of 5 from 1 review$/);
    expect(view.queryByText('Trattoria da Luigi')).toBeNull();
  });

  it('renders the name as text, never as HTML', () => {
    show(settings({ businessName: 'Luigi <img src=x onerror=alert(1)>' }));
    expect(within(host!).getByText('Luigi <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(host!.querySelector('img')).toBeNull();
  });

  it('floats in the corner the owner picks, or flows inline', () => {
    show(settings({ display: 'floating', corner: 'bottom-left' }));
    expect(host!.firstElementChild).toHaveClass('floating', 'bottom-left');
    expect(ratingBadgeDefinition.placement(settings({ display: 'floating' }))).toBe('floating');
    expect(ratingBadgeDefinition.placement(settings())).toBe('inline');
    const { styles } = ratingBadgeModule;
    expect(styles).toMatch(/\.floating\{position:fixed;bottom:calc\(16px \+ env\(safe-area-inset-bottom/);
    expect(styles).toMatch(/\.bottom-left\{left:16px\}/);
    expect(styles).toMatch(/\.badge\{[^}]*min-height:44px/);
  });

  it('keeps text readable on any background the owner picks', () => {
    show(settings({ colors: { background: '#0b3d2e', accent: '#ffd166' } }));
    expect(host!.querySelector<HTMLElement>('.root')!.style.getPropertyValue('--lb-fg')).toBe('#ffffff');
    act(() => render(null, host!));
    host!.remove();
    show(settings({ colors: { background: '#fff3c4', accent: '#ffd166' } }));
    expect(host!.querySelector<HTMLElement>('.root')!.style.getPropertyValue('--lb-fg')).toBe('#000000');
  });

  it('gives search engines a LocalBusiness of the chosen type with its AggregateRating', () => {
    expect(
      ratingBadgeModule.structuredData!(settings({ businessType: 'Dentist', businessName: 'Bright Smile' })),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      name: 'Bright Smile',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        reviewCount: 5,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });
});

describe('Rating badge definition', () => {
  it('has valid presets for a restaurant, a salon, a clinic and more, starting with the restaurant', () => {
    const ids = ratingBadgeDefinition.presets.map((preset) => preset.id);
    expect(ids).toEqual(expect.arrayContaining(['restaurant', 'salon', 'clinic', 'dentist', 'plumber']));
    expect(ids[0]).toBe('restaurant');
    for (const preset of ratingBadgeDefinition.presets) {
      expect(ratingBadgeSettingsSchema.parse(preset.settings)).toEqual(preset.settings);
    }
  });

  it('takes only https links, or none', () => {
    const accepts = (link: string) => ratingBadgeSettingsSchema.safeParse(settings({ link })).success;
    expect(accepts('')).toBe(true);
    expect(accepts('https://g.page/r/abc/review')).toBe(true);
    expect(accepts('http://example.com')).toBe(false);
    expect(accepts('javascript:alert(1)')).toBe(false);
    expect(accepts('tel:+15550100')).toBe(false);
  });

  it('can be checked by the database (JSON Schema), and its largest settings fit the 32 KB a widget may hold', () => {
    expect(() => kindJsonSchema(ratingBadgeSettingsSchema)).not.toThrow();
    const largest = settings({
      businessName: '語'.repeat(80),
      linkText: '語'.repeat(40),
      link: `https://example.com/${'a'.repeat(1980)}`,
      reviews: Array.from({ length: RATING_BADGE_MAX_REVIEWS }, () => ({
        author: '語'.repeat(60),
        rating: 5,
        text: '語'.repeat(RATING_BADGE_TEXT_MAX),
        date: '2025-03-14',
        source: '語'.repeat(40),
      })),
    });
    expect(ratingBadgeSettingsSchema.safeParse(largest).success).toBe(true);
    // PostgreSQL's jsonb text adds a space after each colon and comma.
    const bytes = new TextEncoder().encode(JSON.stringify(largest).replace(/[:,]/g, '$& ')).length;
    expect(bytes).toBeLessThanOrEqual(32_768);
  });

  it('falls back to the rating as text with the link, escaped', () => {
    const page = document.createElement('div');
    host = page;
    document.body.append(page);
    page.innerHTML = ratingBadgeDefinition.fallbackHtml(settings({ businessName: 'Luigi & <Sons>' }));
    expect(page).toHaveTextContent('Luigi & <Sons> Rated 4.8 out of 5 from 5 reviews Read our reviews');
    expect(within(page).getByRole('link', { name: 'Read our reviews' })).toHaveAttribute(
      'href',
      'https://www.example.com/reviews',
    );
    expect(page.querySelector('script, style, [style], Sons')).toBeNull();

    page.innerHTML = ratingBadgeDefinition.fallbackHtml(settings({ link: '', showName: false }));
    expect(page.innerHTML).toBe('<p>Rated 4.8 out of 5 from 5 reviews</p>');
  });
});
