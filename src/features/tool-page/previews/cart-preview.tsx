import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDollars, priceValue } from './price';
import type { PreviewProps } from './preview-props';

/** Products with buy buttons and the mini cart they fill, with its running total. */
export default function CartPreview({ sample }: PreviewProps) {
  const [cart, setCart] = useState<readonly number[]>([]);
  const total = cart.reduce((sum, index) => sum + priceValue(sample.items[index]?.price ?? ''), 0);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <h3 className="text-lg font-bold">{sample.business} shop</h3>
        <p
          role="status"
          className="flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm font-semibold"
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          {cart.length} in cart · {formatDollars(total)}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {sample.items.map((item, index) => (
          <li key={item.name} className="flex flex-col rounded-lg border bg-background p-3 text-center">
            <span aria-hidden="true" className="text-4xl">
              {item.emoji}
            </span>
            <span className="mt-1 flex-1 text-sm font-medium">{item.name}</span>
            <span className="text-sm font-semibold">{item.price}</span>
            <Button
              type="button"
              size="sm"
              className="mt-2"
              aria-label={`Buy ${item.name}`}
              onClick={() => setCart([...cart, index])}
            >
              Buy
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
