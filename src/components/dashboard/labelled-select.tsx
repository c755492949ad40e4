import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export type SelectOption<V extends string> = { value: V; label: string };

/** A native select with a visible label: keyboard, screen readers and phones all handle it natively. */
export function LabelledSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Label htmlFor={id} className="shrink-0 text-muted-foreground">
        {label}
      </Label>
      <select
        id={id}
        className={cn(inputClassName, 'w-auto min-w-0 pr-8')}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
