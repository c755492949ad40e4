import { Mascot } from '@/components/brand/mascot';
import { Section } from '@/components/layout/section';
import { OUR_STORY } from '../../data/about';

export function AboutStory() {
  return (
    <Section aria-labelledby="story-heading">
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            Our Story
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
            {OUR_STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="hidden justify-center md:flex">
          <div className="flex size-64 items-center justify-center rounded-full bg-accent">
            <Mascot className="size-44" />
          </div>
        </div>
      </div>
    </Section>
  );
}
