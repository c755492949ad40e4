import { Heart } from 'lucide-react';
import { useState } from 'react';
import type { PreviewProps } from './preview-props';

/** A grid of recent posts with like buttons, the way a social feed sits on a website. */
export default function SocialFeed({ sample }: PreviewProps) {
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setLiked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <ul aria-label={`Recent posts from ${sample.business}`} className="grid grid-cols-2 gap-3">
      {sample.posts.map((caption, index) => (
        <li key={caption} className="overflow-hidden rounded-lg border bg-background">
          <div
            aria-hidden="true"
            className="flex aspect-square items-center justify-center bg-muted text-5xl"
          >
            {sample.items[index % sample.items.length]?.emoji}
          </div>
          <div className="flex items-start justify-between gap-2 p-2">
            <p className="text-xs sm:text-sm">{caption}</p>
            <button
              type="button"
              aria-pressed={liked.has(index)}
              aria-label={`Like "${caption}"`}
              onClick={() => toggle(index)}
              className="rounded-full p-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Heart
                aria-hidden="true"
                className={liked.has(index) ? 'size-5 fill-red-600 text-red-600' : 'size-5'}
              />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
