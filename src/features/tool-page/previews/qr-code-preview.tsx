import { useId, useState } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PreviewProps } from './preview-props';

const SIZE = 21;

/** Whether a module sits in one of the three corner squares every QR code has. */
function finder(row: number, col: number): boolean | null {
  for (const [top, left] of [
    [0, 0],
    [0, SIZE - 7],
    [SIZE - 7, 0],
  ] as const) {
    const r = row - top;
    const c = col - left;
    if (r >= 0 && r < 7 && c >= 0 && c < 7) {
      const ring = Math.min(r, c, 6 - r, 6 - c);
      return ring !== 1;
    }
  }
  return null;
}

/**
 * A QR-code-like pattern that changes with the link it stands for. It is an illustration, not a scannable
 * code: the real tool draws a true one, and the preview stays free of an encoder library.
 */
function modules(text: string): boolean[] {
  let seed = [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return Array.from({ length: SIZE * SIZE }, (_, index) => {
    const fixed = finder(Math.floor(index / SIZE), index % SIZE);
    seed = (seed * 1103515245 + 12345) >>> 0;
    return fixed ?? (seed >>> 16) % 2 === 0;
  });
}

/** Pick what the code opens; the pattern and its caption follow. */
export default function QrCodePreview({ sample }: PreviewProps) {
  const id = useId();
  const targets = [`The ${sample.business} price list`, sample.offer, 'Our review page'];
  const [target, setTarget] = useState(0);
  const label = targets[target] ?? sample.offer;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center sm:gap-8">
      <svg
        role="img"
        aria-label={`Sample QR pattern for: ${label}`}
        viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
        className="size-48 rounded-lg bg-white"
      >
        {modules(label).map((dark, index) =>
          dark ? (
            <rect
              key={index}
              x={index % SIZE}
              y={Math.floor(index / SIZE)}
              width="1"
              height="1"
              fill="#111827"
            />
          ) : null,
        )}
      </svg>
      <div className="max-w-xs space-y-2">
        <Label htmlFor={id}>The code opens</Label>
        <select
          id={id}
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
          className={inputClassName}
        >
          {targets.map((option, index) => (
            <option key={option} value={index}>
              {option}
            </option>
          ))}
        </select>
        <p className="text-sm text-muted-foreground">
          Print it on menus, windows and flyers. This pattern is a sample; the real tool makes a scannable
          code.
        </p>
      </div>
    </div>
  );
}
