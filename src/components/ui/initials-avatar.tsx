import { cn } from '@/lib/utils';

/** "Dr. Kevin Osei" -> "KO": first letters of the first and last names, titles skipped. */
export function initialsOf(name: string) {
  const parts = name
    .replace(/^(Dr|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A round badge with a person's initials, in place of a photo (no images from other hosts).
 * Decorative: the name is always written next to it.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 select-none items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
