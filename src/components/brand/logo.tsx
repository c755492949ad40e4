import { SITE } from '@/config/site';
import { cn } from '@/lib/utils';

/** Brand mark: a storefront "L" with a gold arrow for growth, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" fill="hsl(224 76% 40%)" />
      <path d="M9 22V10h3v9h6v3z" fill="#fff" />
      <path d="M19 8l5 5h-3v5h-4v-5h-3z" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-extrabold tracking-tight', className)}>
      <LogoMark />
      <span>{SITE.name}</span>
    </span>
  );
}
