import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { PreviewProps } from './preview-props';

/** A large view with a row of thumbnails; choosing a thumbnail shows it large. */
export default function GalleryPreview({ sample }: PreviewProps) {
  const [selected, setSelected] = useState(0);
  const item = sample.items[selected] ?? sample.items[0];
  return (
    <div className="space-y-3">
      <figure className="rounded-lg border bg-background p-4 text-center">
        <div
          aria-hidden="true"
          className="flex aspect-video items-center justify-center rounded-md bg-muted text-7xl"
        >
          {item.emoji}
        </div>
        <figcaption aria-live="polite" className="mt-3 font-semibold">
          {item.name} <span className="font-normal text-muted-foreground">· {item.price}</span>
        </figcaption>
      </figure>
      <ul aria-label={`Photos from ${sample.business}`} className="grid grid-cols-4 gap-2">
        {sample.items.map((thumb, index) => (
          <li key={thumb.name}>
            <button
              type="button"
              aria-pressed={selected === index}
              aria-label={`Show ${thumb.name}`}
              onClick={() => setSelected(index)}
              className={cn(
                'flex aspect-square w-full items-center justify-center rounded-md border bg-background text-3xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected === index && 'border-primary ring-2 ring-primary',
              )}
            >
              <span aria-hidden="true">{thumb.emoji}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
