import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

// Made-up earlier votes, so the results bar chart has something to compare against.
const EARLIER_VOTES = [42, 27, 18, 13] as const;

/** A one-question poll; after voting the visitor sees each option's share. */
export default function PollPreview({ sample }: PreviewProps) {
  const id = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const [voted, setVoted] = useState(false);
  const votes = EARLIER_VOTES.map((count, index) => count + (voted && picked === index ? 1 : 0));
  const total = votes.reduce((sum, count) => sum + count, 0);
  return (
    <form
      className="mx-auto max-w-md space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (picked !== null) setVoted(true);
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-bold">What should {sample.business} feature next?</legend>
        {sample.items.map((item, index) => (
          <label
            key={item.name}
            htmlFor={`${id}-${index}`}
            className="relative flex items-center gap-2 overflow-hidden rounded-md border bg-background p-2"
          >
            {voted ? (
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 bg-primary/15"
                style={{ width: `${(votes[index]! / total) * 100}%` }}
              />
            ) : null}
            <input
              id={`${id}-${index}`}
              type="radio"
              name={`${id}-poll`}
              className="relative size-4 accent-primary"
              disabled={voted}
              checked={picked === index}
              onChange={() => setPicked(index)}
            />
            <span className="relative flex-1">{item.name}</span>
            {voted ? (
              <span className="relative text-sm font-semibold tabular-nums">
                {Math.round((votes[index]! / total) * 100)}%
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      {voted ? null : (
        <Button type="submit" disabled={picked === null}>
          Vote
        </Button>
      )}
      <p role="status" className="text-sm font-medium">
        {voted ? `Thanks for voting! ${total} votes so far.` : ''}
      </p>
    </form>
  );
}
