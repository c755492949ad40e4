import type { PreviewProps } from './preview-props';
import { groupDigits } from '@/lib/numbers';

/** The business's story as dated milestones, drawn from its locations and numbers. */
export default function TimelinePreview({ sample }: PreviewProps) {
  const [first, second, third] = sample.locations;
  const milestones = [
    { year: '2012', title: `${first.name} opens`, text: first.address },
    { year: '2016', title: `${second.name} opens`, text: second.address },
    {
      year: '2021',
      title: `${groupDigits(sample.stats[1].value)} ${sample.stats[1].label}`,
      text: sample.reviews[0].text,
    },
    { year: 'Today', title: `${third.name} joins the family`, text: sample.offer },
  ];
  return (
    <ol
      aria-label={`The story of ${sample.business}`}
      className="relative ml-3 space-y-5 border-l-2 border-primary/40 pl-6"
    >
      {milestones.map((milestone) => (
        <li key={milestone.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[2.15rem] top-1 size-4 rounded-full border-2 border-background bg-primary"
          />
          <p className="text-sm font-bold text-primary">{milestone.year}</p>
          <p className="font-semibold">{milestone.title}</p>
          <p className="text-sm text-muted-foreground">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
