import { Section, SectionHeading } from '@/components/layout/section';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

export type FaqItem = { question: string; answer: string };

/** Questions and answers: one open at a time, collapsible; arrow keys, Home and End move between questions. */
export function FaqAccordion({
  items,
  headingLevel = 3,
  className,
}: {
  items: readonly FaqItem[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <Accordion className={className}>
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`faq-${index}`}>
          <AccordionTrigger headingLevel={headingLevel} className="text-base">
            {item.question}
          </AccordionTrigger>
          <AccordionContent className="text-base leading-relaxed">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** A page band titled "Frequently Asked Questions" holding an FAQ accordion. */
export function FaqSection({
  items,
  subtitle,
  className,
}: {
  items: readonly FaqItem[];
  subtitle?: string;
  className?: string;
}) {
  return (
    <Section aria-labelledby="faq-heading" className={className}>
      <SectionHeading id="faq-heading" title="Frequently Asked Questions" subtitle={subtitle} />
      <FaqAccordion items={items} className="mx-auto max-w-3xl" />
    </Section>
  );
}
