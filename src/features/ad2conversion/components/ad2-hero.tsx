import { Button } from '@/components/ui/button';
import { DemoRequestButton } from '@/components/inquiries/demo-request-button';
import { AD2_DEMO_DESCRIPTION, SECTION_IDS } from '../data/ad2conversion-content';
import { scrollToSection } from './scroll-to-section';
import { StatList } from './stat-list';

const HIGHLIGHTS = [
  { value: '300%', label: 'return on ad spend' },
  { value: '15x', label: 'faster lead response' },
  { value: '130', label: 'appointments in 30 days' },
] as const;

export function Ad2Hero() {
  return (
    <section className="bg-gradient-to-br from-slate-950 via-indigo-950 to-primary py-16 text-white md:py-24">
      <div className="container max-w-4xl text-center">
        <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
          🎬 Video ads + 🤖 AI follow-up
        </p>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight md:text-6xl">
          Turn video ads into booked appointments
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-blue-100">
          Ad2Conversion AI pairs scroll-stopping video ads with an AI assistant that follows up with every
          lead in seconds, answers their questions and books them straight into your calendar.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" variant="inverse" onClick={() => scrollToSection(SECTION_IDS.pricing)}>
            Get Started
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
            onClick={() => scrollToSection(SECTION_IDS.how)}
          >
            See How It Works
          </Button>
          <DemoRequestButton
            source="ad2conversion"
            description={AD2_DEMO_DESCRIPTION}
            variant="ghost"
            className="text-white hover:bg-white/10 hover:text-white"
          />
        </div>
        <StatList
          stats={HIGHLIGHTS}
          className="mx-auto mt-12 max-w-2xl gap-4"
          valueClassName="text-3xl md:text-4xl"
          labelClassName="text-sm text-blue-100"
        />
      </div>
    </section>
  );
}
