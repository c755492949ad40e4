import { cn } from '@/lib/utils';

/**
 * "Boosty", the friendly helper who appears on the directory and empty states.
 * Inline SVG: no request, scales crisply, and is hidden from screen readers unless a label is given.
 */
export function Mascot({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      className={cn('h-28 w-28', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <ellipse cx="60" cy="112" rx="34" ry="5" fill="#0f172a" opacity="0.12" />
      <path d="M60 14c26 0 42 18 42 44 0 28-18 48-42 48S18 86 18 58c0-26 16-44 42-44z" fill="#2563eb" />
      <path d="M60 22c21 0 34 15 34 36 0 6-1 11-3 16H29c-2-5-3-10-3-16 0-21 13-36 34-36z" fill="#3b82f6" />
      <circle cx="46" cy="54" r="9" fill="#fff" />
      <circle cx="74" cy="54" r="9" fill="#fff" />
      <circle cx="48" cy="56" r="4.5" fill="#0f172a" />
      <circle cx="76" cy="56" r="4.5" fill="#0f172a" />
      <circle cx="49.5" cy="54.5" r="1.5" fill="#fff" />
      <circle cx="77.5" cy="54.5" r="1.5" fill="#fff" />
      <path d="M47 74c8 8 18 8 26 0" stroke="#fff" strokeWidth="4" strokeLinecap="round" fill="none" />
      <circle cx="36" cy="68" r="5" fill="#f472b6" opacity="0.55" />
      <circle cx="84" cy="68" r="5" fill="#f472b6" opacity="0.55" />
      <path d="M60 14c0-6 4-10 9-10" stroke="#2563eb" strokeWidth="4" strokeLinecap="round" fill="none" />
      <circle cx="71" cy="4.5" r="4" fill="#fbbf24" />
      <path d="M100 48l14-8v26l-14-8z" fill="#fbbf24" />
      <rect x="94" y="47" width="8" height="12" rx="2" fill="#f59e0b" />
    </svg>
  );
}
