import { Section, SectionHeading } from '@/components/layout/section';
import { BUSINESS_TYPES } from '../../data/voice-agent-content';

export function BusinessTypes() {
  return (
    <Section aria-labelledby="business-types-heading" className="py-12 md:py-16">
      <SectionHeading
        id="business-types-heading"
        title="Built for businesses that live on the phone"
        subtitle="Trained for the calls your industry actually gets."
      />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {BUSINESS_TYPES.map((type) => (
          <li
            key={type.name}
            className="flex flex-col items-center gap-2 rounded-lg border bg-card p-4 text-center font-semibold shadow-sm"
          >
            <span aria-hidden="true" className="text-3xl">
              {type.icon}
            </span>
            {type.name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
