import { inputClassName } from '@/components/ui/input';
import type { StatusOption } from '@/lib/pipeline/pipeline-tables';
import { cn } from '@/lib/utils';

/** A row's pipeline status as a native select: keyboard, screen readers and phones handle it natively. */
export function StatusSelect({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<StatusOption>;
  disabled?: boolean;
  onChange: (status: string) => void;
}) {
  return (
    <select
      aria-label={label}
      className={cn(inputClassName, 'h-9 w-auto min-w-0 pr-8 text-sm')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
