import { Section, SectionHeading } from '@/components/layout/section';
import { PROCESS_STEPS, SECTION_IDS } from '../data/ad2conversion-content';

export function Ad2Process() {
  return (
    <Section id={SECTION_IDS.how} aria-labelledby={`${SECTION_IDS.how}-heading`}>
      <SectionHeading
        id={`${SECTION_IDS.how}-heading`}
        title="How it works"
        subtitle="From first click to a booked appointment, in four steps."
      />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {PROCESS_STEPS.map((step, index) => (
          <li key={step.title} className="rounded-lg border bg-card p-6 shadow-sm">
            <span className="text-sm font-bold uppercase tracking-wide text-primary">Step {index + 1}</span>
            <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
