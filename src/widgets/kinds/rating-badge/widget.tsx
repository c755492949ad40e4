/** @jsxImportSource preact */
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetKindModule } from '../../runtime/kind-module';
import { formatAverage, ratingSummary, reviewCountText, Stars, starStyles } from '../../shared/reviews';
import type { RatingBadgeSettings } from './settings';

/*
 * The rating badge: "4.8 out of 5 from 23 reviews", computed from the reviews the owner entered, with
 * stars beside the words (the words carry the rating; the stars are decoration), the business name, and,
 * when the owner gives one, the whole badge is a link to the reviews page. Inline, or fixed in a bottom
 * corner. Its structured data is a LocalBusiness (or the subtype the owner picks) with an AggregateRating.
 */

function RatingBadge({ settings }: { settings: RatingBadgeSettings }) {
  const { average, count } = ratingSummary(settings.reviews);
  const floating = settings.display === 'floating';
  const vars = {
    '--lb-bg': settings.colors.background,
    '--lb-fg': readableTextOn(settings.colors.background),
    '--lb-accent': settings.colors.accent,
    '--lb-radius': `${settings.radius}px`,
  };
  const content = (
    <>
      {/* The spaces between the parts keep words apart in the link's accessible name. */}
      {settings.showName && <span class="name">{settings.businessName}</span>}{' '}
      <span class="row">
        <Stars value={average} />
        <span class="rating">
          <strong class="avg">{formatAverage(average)}</strong> out of 5
        </span>
      </span>{' '}
      <span class="count">
        from {reviewCountText(count)}
        {settings.link && (
          <>
            {' '}
            <span class="more">{settings.linkText}</span>
          </>
        )}
      </span>
    </>
  );
  return (
    <div class={floating ? `root floating ${settings.corner}` : 'root'} style={vars}>
      {settings.link ? (
        <a class="badge" href={settings.link}>
          {content}
        </a>
      ) : (
        <p class="badge">{content}</p>
      )}
    </div>
  );
}

const styles = `
.root{display:block;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--lb-fg);text-align:start;--lb-star-size:18px}
.floating{position:fixed;bottom:calc(16px + env(safe-area-inset-bottom,0px));z-index:2147483000;max-width:calc(100vw - 32px)}
.bottom-right{right:16px}
.bottom-left{left:16px}
.badge{display:inline-grid;gap:2px;min-height:44px;box-sizing:border-box;margin:0;padding:8px 14px;background:var(--lb-bg);color:var(--lb-fg);border:1px solid var(--lb-fg);border-radius:var(--lb-radius);text-decoration:none;overflow-wrap:anywhere}
.floating .badge{box-shadow:0 2px 12px rgba(0,0,0,.25)}
.name{font-weight:700}
.row{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px}
.avg{font-size:18px}
.count{font-size:14px}
.more{margin-inline-start:8px;font-weight:600;text-decoration:underline;text-underline-offset:2px}
a.badge:hover .more{text-decoration-thickness:2px}
a.badge:focus-visible{outline:3px solid var(--lb-fg);outline-offset:-6px}
@media (forced-colors:active){.badge{border-color:CanvasText}}
${starStyles}`;

const ratingBadge: WidgetKindModule<RatingBadgeSettings> = {
  styles,
  Widget: ({ settings }) => <RatingBadge settings={settings} />,
  structuredData: (settings) => {
    const { average, count } = ratingSummary(settings.reviews);
    if (count === 0) return null;
    return {
      '@context': 'https://schema.org',
      '@type': settings.businessType,
      name: settings.businessName,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: average,
        reviewCount: count,
        bestRating: 5,
        worstRating: 1,
      },
    };
  },
};

export default ratingBadge;
