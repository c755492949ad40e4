import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config';

const twMerge = createTailwindMerge(() => tailwindMergeConfig);

/** Merge class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
