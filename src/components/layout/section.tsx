import * as React from 'react';
import { cn } from '@/lib/utils';

/** A page band with the standard container and vertical rhythm. */
export function Section({ className, children, ...props }: React.HTMLAttributes<HTMLElement>) {
  return (
    <section className={cn('py-16 md:py-20', className)} {...props}>
      <div className="container">{children}</div>
    </section>
  );
}

export function SectionHeading({
  title,
  subtitle,
  id,
  className,
}: {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto mb-10 max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-3 text-lg text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}
