import { Info } from 'lucide-react';
import { env } from '@/config/env';
import { cn } from '@/lib/utils';

export const DEMO_NOTICE_TEXT = 'Demo site: what you submit stays in this demo on this machine and is sent to no one';

/**
 * Shown on every form and dashboard of a demo build (VITE_DEMO_MODE=true), so no visitor believes a
 * request reached anyone. Renders nothing in a Supabase build. A plain paragraph rather than a live
 * region or landmark: it never changes, and it sits inside pages that have their own notes.
 */
export function DemoNotice({ className }: { className?: string }) {
  if (!env.isLocalMode) return null;
  return (
    <p
      data-demo-notice=""
      className={cn(
        'flex items-start gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm text-foreground',
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{DEMO_NOTICE_TEXT}</span>
    </p>
  );
}
