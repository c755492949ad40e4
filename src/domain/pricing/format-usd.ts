/** Whole-dollar US prices: 10000 -> "$10,000", written without Intl (src/lib/numbers.ts). */
export { formatUsd } from '@/lib/numbers';
