import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { PreviewProps } from './preview-props';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;
const TIMES = ['9:00 am', '12:30 pm', '6:00 pm'] as const;

/** A week of sessions; choosing a day shows what runs that day, where and when. */
export default function TimetablePreview({ sample }: PreviewProps) {
  const [day, setDay] = useState(0);
  // Each day shows three of the four sample items, rotating through the week.
  const sessions = TIMES.map((time, slot) => ({
    time,
    item: sample.items[(day + slot) % sample.items.length] ?? sample.items[0],
    place: sample.locations[slot] ?? sample.locations[0],
  }));
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-bold">This week at {sample.business}</h3>
      <div role="group" aria-label="Day" className="flex flex-wrap gap-1">
        {DAYS.map((label, index) => (
          <button
            key={label}
            type="button"
            aria-pressed={day === index}
            onClick={() => setDay(index)}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              day === index
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background hover:bg-muted',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <ul
        aria-live="polite"
        aria-label={`Sessions on ${DAYS[day]}`}
        className="divide-y rounded-lg border bg-background"
      >
        {sessions.map(({ time, item, place }) => (
          <li key={time} className="flex items-center gap-3 p-3 text-sm">
            <span className="w-20 font-semibold tabular-nums">{time}</span>
            <span className="flex-1">
              <span className="block font-medium">{item.name}</span>
              <span className="text-muted-foreground">{place.name}</span>
            </span>
            <span className="font-semibold">{item.price}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
