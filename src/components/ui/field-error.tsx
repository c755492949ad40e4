import { cn } from '@/lib/utils';

/** Inline validation message; give the input `aria-describedby={id}` and `aria-invalid`. */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm font-medium text-destructive', className)}>
      {message}
    </p>
  );
}
