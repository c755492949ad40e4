import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { PreviewProps } from './preview-props';
import { Stars } from './stars';

/** A customer's review and a drafted reply in the business's voice, ready to edit before posting. */
export default function ReviewReplyPreview({ sample }: PreviewProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<string | null>(null);
  const review = sample.reviews[index] ?? sample.reviews[0];
  const firstName = review.author.split(' ')[0];
  const write = () =>
    setDraft(
      review.stars === 5
        ? `Thank you so much, ${firstName}! Everyone at ${sample.business} is thrilled you enjoyed it. See you again soon!`
        : `Thank you for the kind words, ${firstName}. We have shared your note with the team at ${sample.business} and hope to make your next visit a five-star one.`,
    );
  return (
    <div className="space-y-3">
      <div className="rounded-lg border bg-background p-4">
        <Stars filled={review.stars} label={`${review.stars} out of 5 stars`} />
        <blockquote className="mt-2">“{review.text}”</blockquote>
        <p className="text-sm font-semibold">{review.author}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={write}>
          <Sparkles aria-hidden="true" /> Draft a reply
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setIndex((current) => (current + 1) % sample.reviews.length);
            setDraft(null);
          }}
        >
          Next review
        </Button>
      </div>
      {draft === null ? null : (
        <div className="space-y-1">
          <Label htmlFor={`${id}-reply`}>Suggested reply (edit before posting)</Label>
          <Textarea
            id={`${id}-reply`}
            rows={3}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
      )}
    </div>
  );
}
