// @vitest-environment node
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

// Combinations our components produce: a variant's classes followed by a caller's overrides.
const CASES = [
  'h-10 px-4 py-2 h-12 px-6 text-base',
  'inline-flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm h-12 pl-10 text-base',
  'text-sm font-semibold text-primary-foreground text-lg text-foreground font-bold',
  'bg-primary text-primary-foreground hover:bg-primary/90 bg-white text-primary',
  'p-6 pt-0 p-4',
  'px-3 py-2 p-0',
  'rounded-lg border bg-card shadow-sm rounded-none border-premium bg-premium-soft/40',
  'border border-transparent border-2 border-t-4',
  'ring-2 ring-ring ring-offset-2 ring-offset-background ring-0',
  'mt-4 mt-8 mx-auto my-2 m-0',
  'size-4 size-6 w-8',
  'flex flex-col items-start flex-row items-center hidden md:flex',
  'absolute inset-0 top-4 left-4',
  'text-center text-left text-muted-foreground text-sm',
  'overflow-hidden overflow-x-auto',
  'grid gap-6 md:grid-cols-2 lg:grid-cols-3 gap-4 grid-cols-1',
  'min-h-28 h-auto min-h-0',
  'font-medium leading-none tracking-tight leading-tight',
  'sr-only focus:not-sr-only',
  'opacity-70 hover:opacity-100 opacity-50',
  'z-40 z-50 sticky top-0',
  'shadow-sm shadow-md shadow',
  'whitespace-nowrap whitespace-pre-wrap',
  'shrink-0 grow flex-1',
];

describe('cn', () => {
  it.each(CASES)('merges "%s" the way the full tailwind-merge does', (classes) => {
    expect(cn(classes)).toBe(twMerge(classes));
  });

  it('keeps a Tailwind 3 gradient beside a background colour (the full config targets Tailwind 4 and drops it)', () => {
    expect(cn('bg-gradient-to-br from-orange-50 to-amber-100 bg-primary')).toBe(
      'bg-gradient-to-br from-orange-50 to-amber-100 bg-primary',
    );
    expect(cn('bg-gradient-to-br bg-gradient-to-t')).toBe('bg-gradient-to-t');
  });

  it('accepts conditional classes', () => {
    const large = CASES.length < 0;
    expect(cn('px-2', large && 'px-4', { 'text-sm': true, hidden: large })).toBe('px-2 text-sm');
  });
});
