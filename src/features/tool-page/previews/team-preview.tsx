import { useState } from 'react';
import type { PreviewProps } from './preview-props';

const PEOPLE = ['Sam Rivera', 'Alex Chen', 'Jordan Blake', 'Priya Nair'] as const;
const COLOURS = ['bg-sky-200', 'bg-amber-200', 'bg-emerald-200', 'bg-rose-200'] as const;

/** Cards for the people behind the business, each leading on one of its services; open one for more. */
export default function TeamPreview({ sample }: PreviewProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-bold">Meet the {sample.business} team</h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {PEOPLE.map((person, index) => {
          const item = sample.items[index] ?? sample.items[0];
          const initials = person
            .split(' ')
            .map((part) => part[0])
            .join('');
          return (
            <li key={person} className="rounded-lg border bg-background p-3 text-center">
              <span
                aria-hidden="true"
                className={`mx-auto flex size-14 items-center justify-center rounded-full text-lg font-bold text-slate-900 ${COLOURS[index]}`}
              >
                {initials}
              </span>
              <p className="mt-2 font-semibold">{person}</p>
              <p className="text-xs text-muted-foreground">Leads {item.name.toLowerCase()}</p>
              <button
                type="button"
                aria-expanded={open === index}
                aria-label={`About ${person}`}
                onClick={() => setOpen(open === index ? null : index)}
                className="mt-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                About
              </button>
              {open === index ? (
                <p className="mt-1 text-xs">
                  {person.split(' ')[0]} has been with {sample.business} for {index + 3} years.
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
