import { groupDigits } from '@/lib/numbers';

/** The first amount in a sample price ("from $650" is 650, "Free" is 0), for previews that add prices up. */
export function priceValue(price: string): number {
  const match = /[\d,]+(\.\d+)?/.exec(price);
  return match ? Number(match[0].replace(/,/g, '')) : 0;
}

export const formatDollars = (amount: number) =>
  `$${groupDigits(amount, 2)}`;
