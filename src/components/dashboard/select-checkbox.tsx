import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

/** A native checkbox with an accessible name; `mixed` shows the indeterminate state (part of a page ticked). */
export function SelectCheckbox({
  label,
  checked,
  mixed = false,
  onChange,
  className,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className={cn('size-4 cursor-pointer accent-primary', className)}
    />
  );
}
