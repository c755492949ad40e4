/** @jsxImportSource preact */
/*
 * Runtime-safe review helpers (no zod): the average and count a badge shows, a review's date as text and
 * the stars, shared by the testimonials and rating-badge kinds and by their fallback HTML.
 */

/** The average rating to one decimal and the number of reviews (average 0 when there are none). */
export function ratingSummary(reviews: ReadonlyArray<{ rating: number }>): {
  average: number;
  count: number;
} {
  const count = reviews.length;
  if (count === 0) return { average: 0, count };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { average: Math.round((sum / count) * 10) / 10, count };
}

/** "4.8", "5.0": one decimal, as badges and search results show a rating. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** "23 reviews", "1 review". */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

/**
 * A review's YYYY-MM-DD date as "March 2025" ('' for none), in English like the widget's other words.
 * Not Intl: a page's first Intl call costs 30-100 ms of a phone's main thread.
 */
export function formatReviewDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  const month = match && MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : '';
}

const STAR = 'M12 2.4l2.95 6.1 6.65.8-4.9 4.6 1.25 6.6L12 17.25 6.05 20.5l1.25-6.6-4.9-4.6 6.65-.8z';

function StarRow({ className }: { className: string }) {
  return (
    <svg class={className} viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/**
 * Five stars filled up to `value` (fractions fill part of a star). Outlined in the widget's text colour,
 * which has AA contrast on its background whatever the accent, so the count of filled stars reads on any
 * colours. With a `label` the stars are one image with that name; without, they are decoration beside
 * text that says the rating.
 */
export function Stars({ value, label }: { value: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span class="lb-stars" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' })}>
      <StarRow className="lb-stars-empty" />
      <span class="lb-stars-fill" style={{ width: `${percent}%` }}>
        <StarRow className="lb-stars-full" />
      </span>
    </span>
  );
}

/** CSS for Stars; the size follows --lb-star-size (px). */
export const starStyles = `
.lb-stars{position:relative;display:inline-block;vertical-align:middle;flex:none;width:calc(var(--lb-star-size,20px)*5);height:var(--lb-star-size,20px)}
.lb-stars svg{display:block;width:calc(var(--lb-star-size,20px)*5);height:var(--lb-star-size,20px);stroke:var(--lb-fg);stroke-width:1.5px;stroke-linejoin:round}
.lb-stars-empty{fill:none}
.lb-stars-full{fill:var(--lb-accent)}
.lb-stars-fill{position:absolute;top:0;left:0;height:100%;overflow:hidden}
`;
