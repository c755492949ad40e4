import { Accessibility } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { PreviewProps } from './preview-props';

const SETTINGS = [
  { key: 'large', label: 'Larger text' },
  { key: 'contrast', label: 'High contrast' },
  { key: 'links', label: 'Underline links' },
] as const;
type Setting = (typeof SETTINGS)[number]['key'];

/** The accessibility menu's switches, applied to a sample paragraph so the change is visible at once. */
export default function AccessibilityPreview({ sample }: PreviewProps) {
  const [on, setOn] = useState<ReadonlySet<Setting>>(new Set());
  const toggle = (key: Setting) =>
    setOn((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
      <div
        role="group"
        aria-label="Accessibility settings"
        className="space-y-2 rounded-lg border bg-background p-3"
      >
        <p className="flex items-center gap-2 font-semibold">
          <Accessibility aria-hidden="true" className="size-5 text-primary" /> Accessibility
        </p>
        {SETTINGS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            aria-pressed={on.has(key)}
            onClick={() => toggle(key)}
            className={cn(
              'block w-full rounded-md border px-3 py-1.5 text-left text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              on.has(key)
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background hover:bg-muted',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        className={cn(
          'space-y-2 rounded-lg border p-4',
          on.has('contrast') ? 'bg-black text-white' : 'bg-background',
          on.has('large') ? 'text-lg' : 'text-sm',
        )}
      >
        <p className="font-bold">{sample.business}</p>
        <p>{sample.questions[0].question}</p>
        <p>{sample.questions[0].answer}</p>
        <p
          className={cn(
            'font-semibold',
            on.has('links') && 'underline',
            on.has('contrast') ? 'text-yellow-300' : 'text-primary',
          )}
        >
          Read all our answers
        </p>
      </div>
    </div>
  );
}
