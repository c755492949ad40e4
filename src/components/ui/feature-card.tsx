import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface FeatureCardItem {
  /** A lucide icon, or an emoji string. Either way it is decorative. */
  icon: LucideIcon | string;
  title: string;
  description: string;
}

/** Icon, heading and one or two sentences: the building block of marketing feature grids. */
export function FeatureCard({ item, className }: { item: FeatureCardItem; className?: string }) {
  const { icon: Icon, title, description } = item;
  return (
    <div className={cn('h-full rounded-lg border bg-card p-6 text-card-foreground shadow-sm', className)}>
      <div
        aria-hidden="true"
        className="mb-4 flex size-12 items-center justify-center rounded-lg bg-accent text-2xl text-primary"
      >
        {typeof Icon === 'string' ? Icon : <Icon className="size-6" />}
      </div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-muted-foreground">{description}</p>
    </div>
  );
}

/** A responsive grid of feature cards, as a list. */
export function FeatureGrid({ items, className }: { items: readonly FeatureCardItem[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard item={item} />
        </li>
      ))}
    </ul>
  );
}
