import { Sparkles, Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import {
  AI_FILTER,
  BUSINESS_FILTERS,
  FUNCTION_FILTERS,
  PREMIUM_FILTER,
  type DirectoryFilter,
} from '@/domain/catalogue/directory-filters';

const base =
  'inline-flex items-center gap-1.5 rounded-full border text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

function filterTone(filter: DirectoryFilter, active: boolean) {
  if (filter === PREMIUM_FILTER)
    return active ? 'border-premium bg-premium text-premium-foreground' : 'border-premium bg-premium-soft text-premium-foreground hover:bg-premium/30';
  if (filter === AI_FILTER)
    return active ? 'border-ai-foreground bg-ai-foreground text-white' : 'border-ai bg-ai-soft text-ai-foreground hover:bg-ai/20';
  return active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent';
}

interface Props {
  value: DirectoryFilter;
  onChange: (filter: DirectoryFilter) => void;
}

export function DirectoryFilters({ value, onChange }: Props) {
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Filter by business type" className="flex flex-wrap justify-center gap-2">
        {BUSINESS_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
            className={cn(base, 'px-4 py-2', filterTone(filter, value === filter))}
          >
            {filter === PREMIUM_FILTER ? <Star aria-hidden="true" className="size-4 fill-current" /> : null}
            {filter === AI_FILTER ? <Sparkles aria-hidden="true" className="size-4" /> : null}
            {filter}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Filter by function" className="flex flex-wrap justify-center gap-2">
        {FUNCTION_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
            className={cn(base, 'px-3 py-1 text-xs', filterTone(filter, value === filter))}
          >
            {filter}
          </button>
        ))}
      </div>
    </div>
  );
}
