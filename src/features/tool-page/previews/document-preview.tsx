import { ChevronLeft, ChevronRight, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

/** A document shown page by page inside the site, built from the sample business's own price list and FAQ. */
export default function DocumentPreview({ sample }: PreviewProps) {
  const [page, setPage] = useState(0);
  const pages = [
    <div key="cover" className="flex h-full flex-col items-center justify-center gap-2 text-center">
      <FileText aria-hidden="true" className="size-10 text-primary" />
      <p className="text-xl font-bold">{sample.business}</p>
      <p className="text-sm text-muted-foreground">Brochure and price guide</p>
    </div>,
    <ul key="prices" className="space-y-2 text-sm">
      {sample.items.map((item) => (
        <li key={item.name} className="flex justify-between border-b pb-1">
          <span>{item.name}</span>
          <span className="font-semibold">{item.price}</span>
        </li>
      ))}
    </ul>,
    <dl key="faq" className="space-y-2 text-sm">
      {sample.questions.map((faq) => (
        <div key={faq.question}>
          <dt className="font-semibold">{faq.question}</dt>
          <dd className="text-muted-foreground">{faq.answer}</dd>
        </div>
      ))}
    </dl>,
  ];
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between rounded-t-lg bg-slate-800 px-3 py-2 text-sm text-white">
        <span>{sample.business.toLowerCase().replace(/[^a-z]+/g, '-')}-brochure.pdf</span>
        <span aria-live="polite">
          Page {page + 1} of {pages.length}
        </span>
      </div>
      <div className="mx-auto aspect-[3/4] max-h-72 w-full max-w-56 rounded border bg-white p-4 text-slate-900 shadow-md">
        {pages[page]}
      </div>
      <div className="flex justify-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page === 0}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" /> Previous page
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page === pages.length - 1}
          onClick={() => setPage(page + 1)}
        >
          Next page <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
