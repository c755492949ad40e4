import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { PreviewProps } from './preview-props';

/** A priced list; visitors can add items to a selection the way an online menu or price list works. */
export default function MenuPreview({ sample }: PreviewProps) {
  const [counts, setCounts] = useState<readonly number[]>(() => sample.items.map(() => 0));
  const change = (index: number, step: number) =>
    setCounts((current) => current.map((count, i) => (i === index ? Math.max(0, count + step) : count)));
  const total = counts.reduce((sum, count) => sum + count, 0);
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-bold">{sample.business}</h3>
      <ul className="divide-y rounded-lg border bg-background">
        {sample.items.map((item, index) => (
          <li key={item.name} className="flex items-center gap-3 p-3">
            <span aria-hidden="true" className="text-2xl">
              {item.emoji}
            </span>
            <span className="flex-1">
              <span className="block font-medium">{item.name}</span>
              <span className="text-sm text-muted-foreground">{item.price}</span>
            </span>
            <span className="flex items-center gap-1">
              <button
                type="button"
                aria-label={`Remove one ${item.name}`}
                disabled={counts[index] === 0}
                onClick={() => change(index, -1)}
                className="rounded-full border p-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <span aria-hidden="true" className="w-6 text-center tabular-nums">
                {counts[index]}
              </span>
              <button
                type="button"
                aria-label={`Add one ${item.name}`}
                onClick={() => change(index, 1)}
                className="rounded-full border p-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm font-medium">
        {total === 0 ? 'Nothing selected yet' : `${total} ${total === 1 ? 'item' : 'items'} selected`}
      </p>
    </div>
  );
}
