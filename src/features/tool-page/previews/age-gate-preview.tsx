import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

/** The age question that covers a page until the visitor answers; "No" keeps the page closed. */
export default function AgeGatePreview({ sample }: PreviewProps) {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  return (
    <div className="relative min-h-64 overflow-hidden rounded-lg border bg-background">
      <div
        aria-hidden={answer !== 'yes'}
        className={answer === 'yes' ? 'space-y-2 p-5' : 'space-y-2 p-5 blur-sm'}
      >
        <p className="text-lg font-bold">{sample.business}</p>
        <ul className="text-sm">
          {sample.items.map((item) => (
            <li key={item.name}>
              {item.name}: {item.price}
            </li>
          ))}
        </ul>
      </div>
      {answer === 'yes' ? (
        <p role="status" className="sr-only">
          Welcome in.
        </p>
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/90 p-5 text-center">
          <h3 className="text-lg font-bold">Are you 18 or older?</h3>
          <p className="text-sm">You must be of legal age to enter this part of {sample.business}’s site.</p>
          <div className="flex gap-2">
            <Button type="button" onClick={() => setAnswer('yes')}>
              Yes, I am 18 or older
            </Button>
            <Button type="button" variant="outline" onClick={() => setAnswer('no')}>
              No
            </Button>
          </div>
          <p role="status" className="text-sm font-medium">
            {answer === 'no' ? 'Sorry, this part of the site is for adults only.' : ''}
          </p>
        </div>
      )}
    </div>
  );
}
