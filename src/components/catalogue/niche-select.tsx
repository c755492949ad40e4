import { useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NICHE_SLUGS, type NicheSlug } from '@/config/paths';
import { NICHES } from '@/domain/catalogue/niches';
import { cn } from '@/lib/utils';

/**
 * Which kind of business a live preview is shown for (the tool page, the site check's report). A native
 * select, so it works before the app has started; the app adopts what the visitor chose then (hydration
 * leaves a select's value as the page holds it).
 */
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
  const select = useRef<HTMLSelectElement>(null);
  const adopt = useEffectEvent(() => {
    const chosen = NICHE_SLUGS.find((slug) => slug === select.current?.value);
    if (chosen && chosen !== value) onChange(chosen);
  });
  useLayoutEffect(() => adopt(), []);
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        ref={select}
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
