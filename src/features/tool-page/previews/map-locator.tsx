import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { PreviewProps } from './preview-props';

// Pin positions on the drawn map (percent from the left and top), one per sample location.
const PINS = [
  { left: 28, top: 38 },
  { left: 62, top: 26 },
  { left: 48, top: 68 },
] as const;

/** A drawn map (no map provider, no third-party code) with pins and a list to choose a location from. */
export default function MapLocator({ sample }: PreviewProps) {
  const [selected, setSelected] = useState(0);
  const location = sample.locations[selected] ?? sample.locations[0];
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div
        aria-hidden="true"
        className="relative aspect-[4/3] overflow-hidden rounded-lg border bg-emerald-50 [background-image:linear-gradient(#d1d5db_1px,transparent_1px),linear-gradient(90deg,#d1d5db_1px,transparent_1px)] [background-size:32px_32px]"
      >
        {PINS.map((pin, index) => (
          <MapPin
            key={index}
            style={{ left: `${pin.left}%`, top: `${pin.top}%` }}
            className={cn(
              'absolute size-8 -translate-x-1/2 -translate-y-full',
              index === selected ? 'fill-red-600 text-red-800' : 'fill-white text-slate-600',
            )}
          />
        ))}
      </div>
      <div className="space-y-2">
        <ul aria-label={`Locations of ${sample.business}`} className="space-y-2">
          {sample.locations.map((place, index) => (
            <li key={place.name}>
              <button
                type="button"
                aria-pressed={selected === index}
                onClick={() => setSelected(index)}
                className={cn(
                  'w-full rounded-md border bg-background p-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected === index && 'border-primary ring-1 ring-primary',
                )}
              >
                <span className="block font-semibold">{place.name}</span>
                <span className="text-muted-foreground">{place.address}</span>
              </button>
            </li>
          ))}
        </ul>
        <p aria-live="polite" className="text-sm">
          <span className="font-semibold">{location.name}</span>: {location.hours}
        </p>
      </div>
    </div>
  );
}
