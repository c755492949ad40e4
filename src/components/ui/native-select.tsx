import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClassName } from './input';

export type NativeSelectOption = { value: string; label: string };

/**
 * A form's native select, styled as an input, whose first option (value "") names the empty choice:
 * phones show their own picker, and a form library registers it like any input (ref and events pass through).
 */
export function NativeSelect({
  options,
  emptyLabel,
  className,
  ...props
}: ComponentProps<'select'> & { options: ReadonlyArray<NativeSelectOption>; emptyLabel: string }) {
  return (
    <select className={cn(inputClassName, className)} {...props}>
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
