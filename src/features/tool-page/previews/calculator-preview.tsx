import { useId, useState } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDollars, priceValue } from './price';
import type { PreviewProps } from './preview-props';

const TERMS = [1, 3, 6, 12] as const;

/** Choose what, how many and over how long; the total and the monthly payment update as you go. */
export default function CalculatorPreview({ sample }: PreviewProps) {
  const id = useId();
  const [item, setItem] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [months, setMonths] = useState<number>(TERMS[0]);
  const total = priceValue(sample.items[item]?.price ?? '') * quantity;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-item`}>Service</Label>
          <select
            id={`${id}-item`}
            className={inputClassName}
            value={item}
            onChange={(e) => setItem(Number(e.target.value))}
          >
            {sample.items.map((option, index) => (
              <option key={option.name} value={index}>
                {option.name} ({option.price})
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-quantity`}>How many</Label>
          <input
            id={`${id}-quantity`}
            type="number"
            min={1}
            max={99}
            value={quantity}
            onChange={(e) => setQuantity(Math.min(99, Math.max(1, Number(e.target.value) || 1)))}
            className={inputClassName}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-months`}>Pay over</Label>
          <select
            id={`${id}-months`}
            className={inputClassName}
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
          >
            {TERMS.map((term) => (
              <option key={term} value={term}>
                {term === 1 ? 'Pay at once' : `${term} months`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <output
        htmlFor={`${id}-item ${id}-quantity ${id}-months`}
        aria-live="polite"
        className="flex flex-col justify-center rounded-lg border bg-background p-5 text-center"
      >
        <span className="text-sm text-muted-foreground">Estimated total at {sample.business}</span>
        <span className="text-3xl font-extrabold tabular-nums text-primary">{formatDollars(total)}</span>
        <span className="mt-1 text-sm font-medium">
          {months === 1
            ? 'Paid in one go'
            : `${formatDollars(Math.round((total / months) * 100) / 100)} a month for ${months} months`}
        </span>
      </output>
    </div>
  );
}
