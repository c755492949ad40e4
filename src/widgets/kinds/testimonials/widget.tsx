/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetKindModule } from '../../runtime/kind-module';
import type { ReviewSettings } from '../../shared/reviews-settings';
import { formatReviewDate, Stars, starStyles } from '../../shared/reviews';
import type { TestimonialsSettings } from './settings';

/*
 * The testimonials carousel (WAI-ARIA APG carousel pattern): a region with aria-roledescription
 * "carousel", one review shown at a time as a "slide", Previous and Next buttons, Left and Right arrow
 * keys, and the shown review in a polite live region that starts with its position ("Review 2 of 5"). The
 * stage holds every review, invisible, in one grid cell, so it is as tall as the longest review and does
 * not move the page when the review changes. Autoplay only when the owner turns it on: then with a Pause
 * control first in the region, paused while the pointer is over it or focus is in it, the live region off
 * while it turns, and never for a visitor who prefers reduced motion (the control then offers Play).
 */

function prefersReducedMotion(): boolean {
  try {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

function ReviewCard({ review, position }: { review: ReviewSettings; position?: string }) {
  const date = formatReviewDate(review.date);
  return (
    <figure class="card">
      {position && <p class="pos">{position}</p>}
      <Stars value={review.rating} label={`Rated ${review.rating} out of 5`} />
      <blockquote class="quote">
        <p>{review.text}</p>
      </blockquote>
      <figcaption class="by">
        <span class="author">{review.author}</span>
        {(review.source || date) && (
          <span class="meta">
            {review.source && `on ${review.source}`}
            {review.source && date && ' · '}
            {date && <time dateTime={review.date}>{date}</time>}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

const PREVIOUS = 'M15 5l-7 7 7 7';
const NEXT = 'M9 5l7 7-7 7';
const PAUSE = 'M8 5v14M16 5v14';
const PLAY = 'M7 4.5v15l12-7.5z';

function Testimonials({ settings }: { settings: TestimonialsSettings }) {
  const { reviews, title } = settings;
  const count = reviews.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, count - 1);
  const canPlay = settings.autoplay && count > 1;
  const [playing, setPlaying] = useState(() => canPlay && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = canPlay && playing && !hovered && !focused;

  // The owner turned autoplay on or off in the editor.
  useEffect(() => setPlaying(settings.autoplay && !prefersReducedMotion()), [settings.autoplay]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setIndex((at) => (Math.min(at, count - 1) + 1) % count),
      settings.intervalSeconds * 1000,
    );
    return () => clearInterval(timer);
  }, [rotating, count, settings.intervalSeconds]);

  const go = (step: number) => setIndex((at) => (Math.min(at, count - 1) + step + count) % count);

  const vars = {
    '--lb-bg': settings.colors.background,
    '--lb-fg': readableTextOn(settings.colors.background),
    '--lb-accent': settings.colors.accent,
    '--lb-on-accent': readableTextOn(settings.colors.accent),
    '--lb-radius': `${settings.radius}px`,
  };
  const Heading = `h${settings.headingLevel}` as 'h2';
  const name = title || 'Customer reviews';

  if (count < 2) {
    return (
      <section class="root" style={vars} aria-label={name}>
        <div class="box">
          {title && <Heading class="title">{title}</Heading>}
          {reviews[0] && <ReviewCard review={reviews[0]} />}
        </div>
      </section>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const isRotationControl = (target: EventTarget | null) =>
    target instanceof Element && target.classList.contains('play');

  return (
    // The carousel takes Left and Right from any control in it, and pauses under the pointer (APG carousel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      class="root"
      style={vars}
      aria-roledescription="carousel"
      aria-label={name}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus on any control but the rotation control pauses; the rotation control is how one stops it.
      onFocusCapture={(event) => setFocused(!isRotationControl(event.target))}
      onBlurCapture={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next) || isRotationControl(next))
          setFocused(false);
      }}
    >
      <div class="box">
        {title && <Heading class="title">{title}</Heading>}
        {canPlay && (
          <button type="button" class="play" onClick={() => setPlaying(!playing)}>
            <Icon d={playing ? PAUSE : PLAY} />
            {playing ? 'Pause' : 'Play'}
          </button>
        )}
        <div class="stage">
          <div class="sizer" aria-hidden="true">
            {reviews.map((review, at) => (
              <ReviewCard key={at} review={review} position={`Review ${at + 1} of ${count}`} />
            ))}
          </div>
          <div class="live" aria-live={rotating ? 'off' : 'polite'}>
            <div
              key={current}
              class="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${current + 1} of ${count}`}
            >
              <ReviewCard review={reviews[current]!} position={`Review ${current + 1} of ${count}`} />
            </div>
          </div>
        </div>
        <div class="nav">
          <button type="button" class="arrow" aria-label="Previous review" onClick={() => go(-1)}>
            <Icon d={PREVIOUS} />
          </button>
          <button type="button" class="arrow" aria-label="Next review" onClick={() => go(1)}>
            <Icon d={NEXT} />
          </button>
        </div>
      </div>
    </section>
  );
}

const styles = `
.root{display:block;container-type:inline-size;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--lb-fg);text-align:start;--lb-star-size:20px}
.box{display:grid;gap:12px;max-width:680px;margin:0 auto;padding:16px;background:var(--lb-bg);border-radius:var(--lb-radius)}
.title{margin:0;font-size:20px;line-height:1.3;font-weight:700}
.card{margin:0;display:grid;gap:8px;align-content:start}
.pos{margin:0;font-size:14px}
.quote{margin:0}
.quote p{margin:0;font-size:17px;white-space:pre-line;overflow-wrap:anywhere}
.by{display:flex;flex-wrap:wrap;gap:0 8px;font-size:14px}
.author{font-weight:700}
.stage{display:grid}
.sizer,.live{grid-area:1/1;display:grid}
.sizer{visibility:hidden}
.sizer>.card{grid-area:1/1}
.nav{display:flex;gap:8px;justify-content:flex-end}
button{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-width:44px;min-height:44px;margin:0;padding:0 12px;border:2px solid var(--lb-fg);border-radius:22px;background:var(--lb-accent);color:var(--lb-on-accent);font:inherit;font-size:15px;font-weight:600;cursor:pointer}
.arrow{width:44px;padding:0}
.play{justify-self:start}
button:hover{filter:brightness(.92)}
button:focus-visible{outline:3px solid var(--lb-fg);outline-offset:2px}
.icon{width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:2.5px;stroke-linecap:round;stroke-linejoin:round}
.play .icon{width:16px;height:16px}
.play .icon path[d^="M7"]{fill:currentColor}
@media (prefers-reduced-motion:no-preference){.slide{animation:lb-in .25s ease-out}}
@keyframes lb-in{from{opacity:0}to{opacity:1}}
@container (min-width:520px){.box{padding:24px 32px}.title{font-size:24px}.quote p{font-size:19px}.box{--lb-star-size:22px}}
@media (forced-colors:active){button{border-color:ButtonText}}
${starStyles}`;

const testimonials: WidgetKindModule<TestimonialsSettings> = {
  styles,
  Widget: ({ settings }) => <Testimonials settings={settings} />,
};

export default testimonials;
