import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  COPIED,
  COPY_FAILED,
  COPY_FROM,
  COPY_STATUS,
  EARLY_ANSWER,
  EARLY_COPY,
} from '@/lib/first-paint/early-answers';

type CopyState = 'idle' | 'copied' | 'failed';

const ANNOUNCEMENT: Record<CopyState, string> = {
  idle: '',
  copied: 'Snippet copied to the clipboard',
  failed: 'Copying failed: select the snippet and copy it yourself',
};

/** What the page's status says after a copy made before the app started. */
const stateSaying = (text: string | null | undefined): CopyState =>
  text === ANNOUNCEMENT.copied ? 'copied' : text === ANNOUNCEMENT.failed ? 'failed' : 'idle';

/**
 * The embed snippet with a Copy button; the result is announced through a live region. Before the app has
 * started, the page's first script answers the button (decision 046): it copies the snippet's text and
 * writes the announcement, which the app adopts (and clears after the same pause).
 */
export function CopySnippet({ snippet, label }: { snippet: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const id = useId();
  const status = useRef<HTMLParagraphElement>(null);
  // A passive effect, in the same pass as the one that marks the app started: the page's first script
  // answers the button until then (it stops in the microtask after), so no copy it answers is missed.
  useEffect(() => setState(stateSaying(status.current?.textContent)), []);
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
        <code id={`${id}-snippet`}>{snippet}</code>
      </pre>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={copy}
          {...{
            [EARLY_ANSWER]: EARLY_COPY,
            [COPY_FROM]: `${id}-snippet`,
            [COPY_STATUS]: `${id}-status`,
            [COPIED]: ANNOUNCEMENT.copied,
            [COPY_FAILED]: ANNOUNCEMENT.failed,
          }}
        >
          {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy snippet
        </Button>
        {/* The page's first script may have written here before the app started; the app adopts it. */}
        <p
          ref={status}
          id={`${id}-status`}
          role="status"
          aria-live="polite"
          className="text-sm font-medium"
          suppressHydrationWarning
        >
          {ANNOUNCEMENT[state]}
        </p>
      </div>
    </div>
  );
}
