import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { inputClassName } from '@/components/ui/input';
import type { PreviewProps } from './preview-props';

/** A search box over the sample site's services and questions, with results as you type. */
export default function SearchPreview({ sample }: PreviewProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const entries = [
    ...sample.items.map((item) => ({ title: item.name, detail: item.price })),
    ...sample.questions.map((faq) => ({ title: faq.question, detail: faq.answer })),
  ];
  const words = query.trim().toLowerCase();
  const results = words
    ? entries.filter((entry) => `${entry.title} ${entry.detail}`.toLowerCase().includes(words))
    : [];
  return (
    <div role="search" className="space-y-3">
      <label htmlFor={id} className="text-sm font-medium">
        Search {sample.business}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={`Try “${sample.items[1].name.split(' ')[0]}”`}
          className={`${inputClassName} pl-9`}
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {words
          ? `${results.length} ${results.length === 1 ? 'result' : 'results'}`
          : `${entries.length} pages to search`}
      </p>
      <ul className="space-y-2">
        {results.map((result) => (
          <li key={result.title} className="rounded-md border bg-background p-3 text-sm">
            <span className="block font-semibold">{result.title}</span>
            <span className="text-muted-foreground">{result.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
