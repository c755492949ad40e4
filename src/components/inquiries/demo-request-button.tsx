import { lazy, Suspense, useId, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { DemoSource } from '@/lib/inquiries/inquiry-sources';

const DemoRequestDialog = lazy(() => import('./demo-request-dialog'));

/**
 * A Request a Demo (or Book a demo) button. The dialog, its form and the data layer load when it is
 * first pressed, so the prerendered pages it sits on download none of them up front. Each button owns
 * its dialog so that, on close, focus returns to the very button that opened it.
 */
export function DemoRequestButton({
  source,
  description,
  children = 'Request a Demo',
  variant = 'outline',
  size = 'lg',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className' | 'children'> & { source: DemoSource; description: string }) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonId = useId();

  return (
    <>
      <Button
        id={buttonId}
        type="button"
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <DemoRequestDialog
            open={open}
            onOpenChange={setOpen}
            source={source}
            description={description}
            returnFocus={() => document.getElementById(buttonId)?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
