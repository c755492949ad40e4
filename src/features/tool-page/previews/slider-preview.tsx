import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { PreviewProps } from './preview-props';

const BACKGROUNDS = [
  'from-sky-100 to-indigo-200',
  'from-amber-100 to-rose-200',
  'from-emerald-100 to-teal-200',
  'from-violet-100 to-fuchsia-200',
] as const;

/** Full-width slides, one at a time, moved with previous/next or the dots; no autoplay. */
export default function SliderPreview({ sample }: PreviewProps) {
  const [index, setIndex] = useState(0);
  const count = sample.posts.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const item = sample.items[index] ?? sample.items[0];
  return (
    <section aria-roledescription="carousel" aria-label={`${sample.business} slides`} className="space-y-3">
      <div
        aria-live="polite"
        aria-roledescription="slide"
        aria-label={`Slide ${index + 1} of ${count}`}
        role="group"
        className={cn(
          'flex aspect-[16/7] flex-col items-center justify-center gap-2 rounded-lg bg-gradient-to-br p-4 text-center text-slate-900',
          BACKGROUNDS[index % BACKGROUNDS.length],
        )}
      >
        <span aria-hidden="true" className="text-5xl">
          {item.emoji}
        </span>
        <p className="text-xl font-bold">{sample.posts[index]}</p>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Previous slide"
          onClick={() => go(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="flex gap-1">
          {sample.posts.map((post, dot) => (
            <button
              key={post}
              type="button"
              aria-label={`Go to slide ${dot + 1}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => setIndex(dot)}
              // A 24 px target around a small dot (WCAG 2.2 target size).
              className="flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'size-3 rounded-full border border-slate-600',
                  dot === index ? 'bg-slate-700' : 'bg-background',
                )}
              />
            </button>
          ))}
        </div>
        <Button type="button" variant="outline" size="icon" aria-label="Next slide" onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
