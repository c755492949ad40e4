import { useId, useState } from 'react';
import type { PreviewProps } from './preview-props';

/**
 * Two versions of the same picture with a divider the visitor drags. The divider is a native range input,
 * so arrow keys, Home and End move it and screen readers announce the share shown.
 */
export default function BeforeAfterPreview({ sample }: PreviewProps) {
  const [split, setSplit] = useState(50);
  const id = useId();
  const item = sample.items[0];
  return (
    <figure className="space-y-3">
      <div
        aria-hidden="true"
        className="relative aspect-[16/9] select-none overflow-hidden rounded-lg border"
      >
        <div className="absolute inset-0 flex items-center justify-center bg-stone-300 text-7xl grayscale">
          {item.emoji}
          <span className="absolute bottom-2 right-2 rounded bg-stone-800 px-2 py-0.5 text-sm text-white">
            Before
          </span>
        </div>
        <div
          className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-amber-100 to-emerald-200 text-7xl"
          style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
        >
          {item.emoji}
          <span className="absolute bottom-2 left-2 rounded bg-emerald-800 px-2 py-0.5 text-sm text-white">
            After
          </span>
        </div>
        <div
          className="absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow"
          style={{ left: `${split}%` }}
        />
      </div>
      <label htmlFor={id} className="block text-sm font-medium">
        Slide to compare before and after
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        value={split}
        aria-valuetext={`${split}% after`}
        onChange={(event) => setSplit(Number(event.target.value))}
        className="w-full accent-primary"
      />
      <figcaption className="text-sm text-muted-foreground">
        {item.name} at {sample.business}
      </figcaption>
    </figure>
  );
}
