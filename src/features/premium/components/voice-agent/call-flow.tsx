import { Section, SectionHeading } from '@/components/layout/section';
import { CALL_FLOW } from '../../data/voice-agent-content';

export function CallFlow() {
  return (
    <Section className="bg-muted/60" aria-labelledby="call-flow-heading">
      <SectionHeading
        id="call-flow-heading"
        title="Every call, handled the same great way"
        subtitle="From hello to a confirmed booking in one conversation."
      />
      <ol className="grid gap-6 md:grid-cols-3">
        {CALL_FLOW.map((step, index) => (
          <li key={step.title} className="relative rounded-lg border bg-card p-6 text-center shadow-sm">
            <span
              aria-hidden="true"
              className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
