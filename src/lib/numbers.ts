/**
 * Numbers as en-US writes them ("12,345", "1,234.5"), without Intl.
 *
 * Why not `toLocaleString`: a page's first Intl call loads ICU's locale data, 30 to 100 ms of main thread
 * in a fresh Chromium renderer (decision 018, stop 38). Counts on the dashboards and prices on the plan
 * pages render in the first commit, so that cost landed on every first view. The output is checked
 * against Intl in numbers.test.ts.
 */
export function groupDigits(value: number, maxFractionDigits = 0, minFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [whole, fraction] = roundHalfExpand(Math.abs(value), maxFractionDigits);
  const significant = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${significant ? `.${significant}` : ''}`;
}

/**
 * Rounds the number's shortest decimal form, as Intl does (1.005 -> "1.01", where `toFixed` reads the
 * binary value just under it and gives "1.00"), half away from zero. Returns the whole and fraction digits.
 */
function roundHalfExpand(abs: number, digits: number): [string, string] {
  // Past 1e21 String() writes an exponent; such a number is a whole one, and BigInt writes its digits.
  if (abs >= 1e21) return [BigInt(abs).toString(), ''];
  // Below 1e-7 String() writes an exponent too; such a number rounds to zero at any digits we show.
  if (abs < 1e-7) return ['0', ''];
  const [whole = '0', fraction = ''] = String(abs).split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const rounded = fraction.charCodeAt(digits) >= 53 /* '5' */ ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const split = rounded.length - digits;
  return [rounded.slice(0, split) || '0', rounded.slice(split)];
}

/** US dollars as en-US writes them, whole (10000 -> "$10,000") or with cents ("$3,348.00"); "-$5" below zero. */
export function formatUsd(amount: number, cents = false): string {
  const text = cents ? groupDigits(Math.abs(amount), 2, 2) : groupDigits(Math.abs(amount));
  return amount < 0 || Object.is(amount, -0) ? `-$${text}` : `$${text}`;
}

/** Names joined as English prose writes a list: "A", "A and B", "A, B, and C". */
export function andList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}
