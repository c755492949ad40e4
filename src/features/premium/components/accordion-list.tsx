import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { cn } from '@/lib/utils';
import type { AccordionEntry } from '../data/voice-agent-accordions';

/**
 * One item open at a time, and the open one can be closed again; Home, End and the arrow keys move
 * between headers (src/components/ui/accordion.tsx).
 */
export function AccordionList({
  items,
  defaultValue,
  className,
}: {
  items: readonly AccordionEntry[];
  defaultValue?: string;
  className?: string;
}) {
  return (
    <Accordion
      defaultValue={defaultValue}
      className={cn('rounded-lg border bg-card px-6 shadow-sm', className)}
    >
      {items.map((item) => (
        <AccordionItem key={item.value} value={item.value} className="last:border-b-0">
          <AccordionTrigger className="text-base md:text-lg">{item.title}</AccordionTrigger>
          <AccordionContent className="text-base">{item.body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
