import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

/** Radix accordion: Home, End and arrow keys move between headers. */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b', className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  return (
    <AccordionPrimitive.Header asChild>
      {React.createElement(
        `h${headingLevel}`,
        { className: 'flex' },
        <AccordionPrimitive.Trigger
          className={cn(
            'flex flex-1 items-center justify-between gap-4 rounded-sm py-4 text-left font-semibold transition-all hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform duration-200" />
        </AccordionPrimitive.Trigger>,
      )}
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden text-sm" {...props}>
      <div className={cn('pb-4 pt-0 text-muted-foreground', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
