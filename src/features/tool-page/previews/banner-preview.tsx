import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

/** A bar across the top of a sample page carrying the offer; the visitor can close it and bring it back. */
export default function BannerPreview({ sample }: PreviewProps) {
  const [shown, setShown] = useState(true);
  return (
    <div className="overflow-hidden rounded-lg border bg-background shadow-sm">
      {shown ? (
        <div
          role="region"
          aria-label="Announcement"
          className="flex items-center gap-3 bg-primary px-4 py-2 text-sm text-primary-foreground"
        >
          <p className="flex-1 text-center font-semibold">📣 {sample.offer}</p>
          <button
            type="button"
            aria-label="Close the announcement"
            onClick={() => setShown(false)}
            className="rounded p-1 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <div className="space-y-2 p-5">
        <p className="text-lg font-bold">{sample.business}</p>
        <div aria-hidden="true" className="h-3 w-3/4 rounded bg-muted" />
        <div aria-hidden="true" className="h-3 w-1/2 rounded bg-muted" />
        {shown ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setShown(true)}>
            Show the bar again
          </Button>
        )}
      </div>
    </div>
  );
}
