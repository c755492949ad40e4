/** @jsxImportSource preact */
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { formatAverage, formatReviewDate, ratingSummary, reviewCountText, Stars } from './reviews';

describe('review helpers', () => {
  it('averages ratings to one decimal and counts them', () => {
    expect(ratingSummary([{ rating: 5 }, { rating: 5 }, { rating: 4 }])).toEqual({ average: 4.7, count: 3 });
    expect(ratingSummary([{ rating: 5 }, { rating: 4 }])).toEqual({ average: 4.5, count: 2 });
    expect(ratingSummary([])).toEqual({ average: 0, count: 0 });
    expect(formatAverage(5)).toBe('5.0');
    expect(formatAverage(4.7)).toBe('4.7');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(23)).toBe('23 reviews');
  });

  it('writes a date as its month and year', () => {
    expect(formatReviewDate('2025-03-14')).toBe('March 2025');
    expect(formatReviewDate('2024-12-01')).toBe('December 2024');
    expect(formatReviewDate('')).toBe('');
  });

  it('draws stars as one named image, or as decoration beside text', () => {
    const host = document.createElement('div');
    render(<Stars value={4.5} label="Rated 4.5 out of 5" />, host);
    const named = host.querySelector('.lb-stars')!;
    expect(named).toHaveAttribute('role', 'img');
    expect(named).toHaveAttribute('aria-label', 'Rated 4.5 out of 5');
    // Four and a half of five stars filled.
    expect(host.querySelector<HTMLElement>('.lb-stars-fill')!.style.width).toBe('90%');
    render(<Stars value={3} />, host);
    expect(host.querySelector('.lb-stars')).toHaveAttribute('aria-hidden', 'true');
    expect(host.querySelector('.lb-stars')).not.toHaveAttribute('role');
    render(null, host);
  });
});
