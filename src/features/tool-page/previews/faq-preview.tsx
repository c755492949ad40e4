import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PreviewProps } from './preview-props';

/** Searchable answers: type to filter, open a question to read its answer (native disclosure). */
export default function FaqPreview({ sample }: PreviewProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const needle = query.trim().toLowerCase();
  const matches = sample.questions.filter(({ question, answer }) =>
    `${question} ${answer}`.toLowerCase().includes(needle),
  );
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <Label htmlFor={id}>Search {sample.business}</Label>
        <Input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <p role="status" className="sr-only">
        {matches.length} {matches.length === 1 ? 'answer' : 'answers'} found
      </p>
      <ul className="space-y-2">
        {matches.map(({ question, answer }) => (
          <li key={question}>
            <details className="rounded-md border bg-background p-3">
              <summary className="cursor-pointer font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {question}
              </summary>
              <p className="mt-2 text-sm text-muted-foreground">{answer}</p>
            </details>
          </li>
        ))}
      </ul>
      {matches.length === 0 ? <p className="text-sm">No answers match “{query}”.</p> : null}
    </div>
  );
}
