/** Currencies without a minor unit (Stripe's list): their amounts are whole units already. */
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/** An amount stored in minor units, as staff read it ("$3,348.00"); the database's format_amount agrees. */
export function formatMinorAmount(amountMinor: number | null, currency: string | null): string | null {
  if (amountMinor === null || !currency) return null;
  const units = ZERO_DECIMAL.has(currency.toLowerCase()) ? amountMinor : amountMinor / 100;
  try {
    return units.toLocaleString('en-US', { style: 'currency', currency: currency.toUpperCase() });
  } catch {
    return `${units} ${currency.toUpperCase()}`;
  }
}
