import * as React from 'react';
import { cn } from '@/lib/utils';
import { ActionRow } from './page-hero';

/** Outline button styling that reads on the primary band (pair with a `variant="inverse"` main button). */
export const ctaBandOutlineClass =
  'border border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10';

/** The closing call to action of a page: a solid primary band with a heading, a line, and buttons. */
export function CtaBand({
  title,
  text,
  children,
  className,
}: {
  title: React.ReactNode;
  text?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('bg-primary py-16 text-primary-foreground md:py-20', className)}
    >
      <div className="container flex flex-col items-center text-center">
        <h2 id={headingId} className="text-balance text-3xl font-bold tracking-tight md:text-4xl">
          {title}
        </h2>
        {text ? (
          <p className="mt-3 max-w-2xl text-pretty text-lg text-primary-foreground/90">{text}</p>
        ) : null}
        <ActionRow className="mt-8">{children}</ActionRow>
      </div>
    </section>
  );
}
