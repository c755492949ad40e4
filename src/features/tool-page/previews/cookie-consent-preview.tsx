import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

const GROUPS = ['Analytics', 'Marketing'] as const;
type Group = (typeof GROUPS)[number];

/** The consent banner at the foot of a sample page: accept, reject, or choose cookie groups one by one. */
export default function CookieConsentPreview({ sample }: PreviewProps) {
  const id = useId();
  const [choice, setChoice] = useState<Record<Group, boolean>>({ Analytics: false, Marketing: false });
  const [saved, setSaved] = useState<string | null>(null);
  const save = (next: Record<Group, boolean>) => {
    setChoice(next);
    const allowed = GROUPS.filter((group) => next[group]);
    setSaved(
      allowed.length === 0
        ? 'Only essential cookies are used.'
        : `Allowed: essential, ${allowed.join(' and ').toLowerCase()}.`,
    );
  };
  return (
    <div className="flex min-h-64 flex-col justify-end rounded-lg border bg-background">
      <p className="p-5 text-lg font-bold">{sample.business}</p>
      <div role="region" aria-labelledby={`${id}-title`} className="space-y-3 border-t bg-muted/60 p-4">
        <h3 id={`${id}-title`} className="font-semibold">
          We use cookies
        </h3>
        <p className="text-sm">
          {sample.business} uses essential cookies to run the site and, with your consent, analytics and
          marketing cookies.
        </p>
        <div className="flex flex-wrap gap-4">
          {GROUPS.map((group) => (
            <label key={group} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={choice[group]}
                onChange={(e) => setChoice({ ...choice, [group]: e.target.checked })}
              />
              {group}
            </label>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={() => save({ Analytics: true, Marketing: true })}>
            Accept all
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => save({ Analytics: false, Marketing: false })}
          >
            Reject all
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => save(choice)}>
            Save my choices
          </Button>
        </div>
        <p role="status" className="text-sm font-medium">
          {saved ?? ''}
        </p>
      </div>
    </div>
  );
}
