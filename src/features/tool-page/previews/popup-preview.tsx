import { Gift, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

/**
 * The popup opens inside the preview frame rather than over the whole page, so it is a non-modal dialog:
 * focus moves into it, Escape or Close returns focus to the button that opened it.
 */
export default function PopupPreview({ sample }: PreviewProps) {
  const [open, setOpen] = useState(false);
  const [claimed, setClaimed] = useState(false);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    dialog.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      setClaimed(false);
      openerRef.current?.focus();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setClaimed(false);
    openerRef.current?.focus();
  };

  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-4">
      {open ? (
        <div
          ref={dialogRef}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="relative w-full max-w-sm rounded-lg border bg-background p-6 text-center shadow-xl focus:outline-none"
        >
          <button
            type="button"
            aria-label="Close"
            onClick={close}
            className="absolute right-2 top-2 rounded p-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
          <Gift aria-hidden="true" className="mx-auto size-8 text-primary" />
          <h3 id={titleId} className="mt-2 text-lg font-bold">
            {sample.business}
          </h3>
          <p className="mt-1">{sample.offer}</p>
          <p role="status" className="mt-3 font-mono text-sm font-semibold">
            {claimed ? 'Your code: WELCOME10' : ''}
          </p>
          {claimed ? null : (
            <Button type="button" className="mt-3" onClick={() => setClaimed(true)}>
              Claim offer
            </Button>
          )}
        </div>
      ) : null}
      <button
        ref={openerRef}
        type="button"
        aria-expanded={open}
        className={buttonVariants({ variant: 'outline' })}
        onClick={() => setOpen(true)}
      >
        Show the popup
      </button>
    </div>
  );
}
