import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

const QUESTIONS = [
  { question: 'What matters most to you?', answers: ['The best value', 'The full experience'] },
  { question: 'When would you like it?', answers: ['As soon as possible', 'Some time this month'] },
] as const;

/** Two questions, one at a time, then the sample business's best match for the answers. */
export default function QuizPreview({ sample }: PreviewProps) {
  const id = useId();
  const [answers, setAnswers] = useState<number[]>([]);
  const [current, setCurrent] = useState<number | null>(null);
  const step = answers.length;
  const finished = step === QUESTIONS.length;
  // Two yes/no answers pick one of the four sample items.
  const match = sample.items[(answers[0] ?? 0) * 2 + (answers[1] ?? 0)] ?? sample.items[0];
  const question = QUESTIONS[step];
  return (
    <div className="mx-auto max-w-md space-y-3 rounded-lg border bg-background p-5">
      {finished || !question ? (
        <div role="status" className="space-y-2 text-center">
          <p className="text-sm text-muted-foreground">Your best match at {sample.business}</p>
          <p className="text-xl font-bold">
            <span aria-hidden="true">{match.emoji} </span>
            {match.name}
          </p>
          <p className="font-semibold text-primary">{match.price}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => setAnswers([])}>
            Take the quiz again
          </Button>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (current === null) return;
            setAnswers([...answers, current]);
            setCurrent(null);
          }}
          className="space-y-3"
        >
          <p className="text-sm text-muted-foreground">
            Question {step + 1} of {QUESTIONS.length}
          </p>
          <fieldset className="space-y-2">
            <legend className="mb-1 font-bold">{question.question}</legend>
            {question.answers.map((answer, index) => (
              <label key={answer} className="flex items-center gap-2 rounded-md border p-2">
                <input
                  type="radio"
                  name={`${id}-${step}`}
                  className="size-4 accent-primary"
                  checked={current === index}
                  onChange={() => setCurrent(index)}
                />
                {answer}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={current === null}>
            {step + 1 === QUESTIONS.length ? 'See my match' : 'Next question'}
          </Button>
        </form>
      )}
    </div>
  );
}
