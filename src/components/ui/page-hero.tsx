import * as React from 'react';
import { cn } from '@/lib/utils';

/** The top band of a content page: an optional eyebrow badge, the page's one h1, a lead line, and actions. */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  children,
  className,
}: {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  eyebrow?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('bg-gradient-to-b from-accent to-background py-16 md:py-24', className)}>
      <div className="container flex flex-col items-center text-center">
        {eyebrow ? <div className="mb-4">{eyebrow}</div> : null}
        <h1 className="max-w-3xl text-balance text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {subtitle ? (
          <p className="mt-4 max-w-2xl text-pretty text-lg text-muted-foreground md:text-xl">{subtitle}</p>
        ) : null}
        {children ? <div className="mt-8 flex w-full flex-col items-center gap-4">{children}</div> : null}
      </div>
    </section>
  );
}

/** A row of hero or call-to-action buttons: stacked full-width on phones, side by side from `sm`. */
export function ActionRow({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row', className)}>
      {children}
    </div>
  );
}
