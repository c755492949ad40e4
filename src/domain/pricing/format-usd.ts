const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole-dollar US prices: 10000 -> "$10,000". */
export function formatUsd(amount: number) {
  return usd.format(amount);
}
