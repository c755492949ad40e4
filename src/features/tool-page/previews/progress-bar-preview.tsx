import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

const GOAL = 75;
const STEP = 15;

/** A bar that fills towards a spending goal as the cart grows, saying how far is left to go. */
export default function ProgressBarPreview({ sample }: PreviewProps) {
  const [cart, setCart] = useState(45);
  const left = Math.max(0, GOAL - cart);
  const share = Math.min(100, Math.round((cart / GOAL) * 100));
  return (
    <div className="mx-auto max-w-md space-y-4">
      <p role="status" className="rounded-md bg-primary/10 p-3 text-center font-semibold">
        {left === 0 ? 'You unlocked a free extra with your order!' : `Spend $${left} more for a free extra`}
      </p>
      <div
        role="progressbar"
        aria-label="Progress to the free extra"
        aria-valuemin={0}
        aria-valuemax={GOAL}
        aria-valuenow={Math.min(cart, GOAL)}
        aria-valuetext={`$${cart} of $${GOAL}`}
        className="h-4 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${share}%` }}
        />
      </div>
      <div className="flex items-center justify-between gap-2 rounded-lg border bg-background p-3">
        <span>
          <span className="block text-sm text-muted-foreground">{sample.business} cart</span>
          <span className="text-xl font-bold tabular-nums">${cart}</span>
        </span>
        <span className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`Take $${STEP} out of the cart`}
            disabled={cart === 0}
            onClick={() => setCart((c) => Math.max(0, c - STEP))}
          >
            <Minus aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`Add $${STEP} to the cart`}
            onClick={() => setCart((c) => c + STEP)}
          >
            <Plus aria-hidden="true" />
          </Button>
        </span>
      </div>
    </div>
  );
}
