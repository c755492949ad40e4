import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A checklist of what a plan includes. */
export function FeatureList({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
