import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SITE } from '@/config/site';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * What happened after a valid submit. The region is always in the page (empty at first) so screen
 * readers announce the message when it appears.
 */
export function MailtoStatus({ mailto }: { mailto: string | null }) {
  const [copy, setCopy] = useState<CopyState>('idle');

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(SITE.supportEmail);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <div role="status" className="empty:hidden">
      {mailto ? (
        <div className="rounded-lg border border-primary/30 bg-accent p-4 text-sm text-accent-foreground">
          <p className="font-semibold">Your email app should now be open with your message pre-filled.</p>
          <p className="mt-1">Check it over and press Send there. We reply within 24 hours.</p>
          <p className="mt-3">
            Nothing opened? Email us at{' '}
            <a href={mailto} className="font-semibold text-primary underline underline-offset-2">
              {SITE.supportEmail}
            </a>{' '}
            or copy the address into your email.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" size="sm" onClick={copyAddress}>
              Copy email address
            </Button>
            <span className="text-sm">
              {copy === 'copied' ? 'Address copied.' : null}
              {copy === 'failed' ? 'Could not copy. Select the address above instead.' : null}
            </span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
