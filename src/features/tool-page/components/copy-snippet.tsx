import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

const ANNOUNCEMENT: Record<CopyState, string> = {
  idle: '',
  copied: 'Snippet copied to the clipboard',
  failed: 'Copying failed: select the snippet and copy it yourself',
};

/** The embed snippet with a Copy button; the result is announced through a live region. */
export function CopySnippet({ snippet, label }: { snippet: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="space-y-2">
      {/* Wrapped rather than scrolled, so the whole snippet is readable at phone width without a scroll box. */}
      <pre
        aria-label={label}
        className="whitespace-pre-wrap break-all rounded-md bg-slate-900 p-4 text-sm text-slate-50"
      >
        <code>{snippet}</code>
      </pre>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy snippet
        </Button>
        <p role="status" aria-live="polite" className="text-sm font-medium">
          {ANNOUNCEMENT[state]}
        </p>
      </div>
    </div>
  );
}
