import { Phone, PhoneOff } from 'lucide-react';
import { useState } from 'react';
import type { PreviewProps } from './preview-props';

/** A phone-sized page with the floating call button; tapping it shows the call the phone would place. */
export default function CallButtonPreview({ sample }: PreviewProps) {
  const [calling, setCalling] = useState(false);
  const place = sample.locations[0];
  return (
    <div className="relative mx-auto flex h-72 w-56 flex-col rounded-[2rem] border-4 border-slate-800 bg-background p-4">
      <p className="font-bold">{sample.business}</p>
      <p className="text-sm text-muted-foreground">{place.hours}</p>
      <p role="status" className="mt-6 text-center text-sm font-medium">
        {calling ? `Calling ${sample.business} on (555) 010-0142…` : ''}
      </p>
      <button
        type="button"
        onClick={() => setCalling((current) => !current)}
        className={`absolute bottom-4 right-4 flex items-center gap-2 rounded-full px-4 py-3 font-semibold text-white shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ${calling ? 'bg-red-700' : 'bg-green-700'}`}
      >
        {calling ? (
          <PhoneOff aria-hidden="true" className="size-5" />
        ) : (
          <Phone aria-hidden="true" className="size-5" />
        )}
        {calling ? 'Hang up' : 'Call us'}
      </button>
    </div>
  );
}
