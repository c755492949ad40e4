import { formatUsd } from '@/lib/numbers';

/** Currencies without a minor unit (Stripe's list): their amounts are whole units already. */
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/** An amount stored in minor units, as staff read it ("$3,348.00"); the database's format_amount agrees. */
export function formatMinorAmount(amountMinor: number | null, currency: string | null): string | null {
  if (amountMinor === null || !currency) return null;
  const units = ZERO_DECIMAL.has(currency.toLowerCase()) ? amountMinor : amountMinor / 100;
  // Dollars by hand: staff lists show them in their first render, where a first Intl call costs 30-100 ms.
  if (currency.toLowerCase() === 'usd') return formatUsd(units, true);
  try {
    return units.toLocaleString('en-US', { style: 'currency', currency: currency.toUpperCase() });
  } catch {
    return `${units} ${currency.toUpperCase()}`;
  }
}
