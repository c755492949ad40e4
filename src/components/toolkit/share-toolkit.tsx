import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TOOLKIT_COPY } from '@/domain/toolkit/toolkit-copy';
import type { ToolkitAnswers } from '@/domain/toolkit/build-toolkit';
import { toolkitShareUrl } from '@/domain/toolkit/toolkit-share';

type CopyState = 'idle' | 'copied' | 'failed';

/** The share link (answers only) and a button that copies its full address. */
export function ShareToolkit({ answers }: { answers: ToolkitAnswers }) {
  const href = toolkitShareUrl(answers);
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.origin).href);
      setState('copied');
    } catch {
      // Clipboard access can be refused (permissions, an insecure origin): the link itself still works.
      setState('failed');
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted/50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link to={href} className="font-semibold text-primary underline underline-offset-4">
          {TOOLKIT_COPY.share}
        </Link>
        <Button variant="outline" size="sm" onClick={copy}>
          {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy link
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{TOOLKIT_COPY.shareHint}</p>
      <p aria-live="polite" className="text-sm font-medium">
        {state === 'copied' ? 'Link copied' : state === 'failed' ? 'Could not copy: use the link above.' : ''}
      </p>
    </div>
  );
}
