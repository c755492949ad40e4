import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

const LAYERS = 3;

/**
 * A card whose silver coating comes off in three scratches (click, tap, Enter or Space), then shows the
 * prize and its code. A button rather than a drag, so it works the same from the keyboard.
 */
export default function ScratchCardPreview({ sample }: PreviewProps) {
  const [scratched, setScratched] = useState(0);
  const revealed = scratched >= LAYERS;
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center gap-4 text-center">
      <h3 className="text-lg font-bold">Scratch and win at {sample.business}</h3>
      <div className="relative w-full overflow-hidden rounded-xl border-2 border-dashed border-primary bg-background p-6">
        <p className="font-semibold">{sample.offer}</p>
        <p className="mt-2 font-mono text-lg font-bold tracking-widest text-primary">
          LUCKY-{sample.business.slice(0, 3).toUpperCase()}
        </p>
        {revealed ? null : (
          <div
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-slate-300 to-slate-400 text-lg font-bold text-slate-900"
            style={{ opacity: 1 - scratched * 0.25 }}
          >
            Scratch here
          </div>
        )}
      </div>
      {revealed ? (
        <p role="status" className="font-semibold">
          You revealed your prize!
        </p>
      ) : (
        <>
          <Button type="button" onClick={() => setScratched((current) => current + 1)}>
            Scratch the card
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {scratched === 0 ? 'Three scratches to reveal your prize' : `${LAYERS - scratched} more to go`}
          </p>
        </>
      )}
    </div>
  );
}
