import { useId } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { NicheSlug } from '@/config/paths';
import { NICHES } from '@/domain/catalogue/niches';
import { cn } from '@/lib/utils';

/** Which kind of business a live preview is shown for (the tool page, the site check's report). */
export function NicheSelect({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: NicheSlug;
  onChange: (niche: NicheSlug) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as NicheSlug)}
        className={`${inputClassName} sm:w-64`}
      >
        {NICHES.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
