import { useCallback, useEffect, useId } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { DemoSource } from '@/lib/inquiries/inquiry-sources';
import { useInquirySubmit } from './use-inquiry-submit';
import { DemoRequestForm } from './demo-request-form';
import { MountedToaster, toast } from '@/components/ui/mounted-toaster';
import { SubmitError } from './submit-error';
import { DemoNotice } from '@/components/layout/demo-notice';

export const DEMO_CONFIRMATION = "Thanks! We'll reach out shortly with your demo details.";
export const DEMO_FAILURE = "We couldn't send your demo request. Please try again.";

const noop = () => {};

/**
 * The Request a Demo dialog, loaded when its button is first pressed. It stays mounted afterwards so
 * its toaster can show the confirmation after the dialog has closed; focus goes back to the button.
 */
export default function DemoRequestDialog({
  open,
  onOpenChange,
  source,
  description,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  source: DemoSource;
  description: string;
  returnFocus: () => void;
}) {
  const toasterId = useId();
  const { submit, submitting, error, prepare, honeypot } = useInquirySubmit({
    failureMessage: DEMO_FAILURE,
    onStored: useCallback(() => {
      toast.success(DEMO_CONFIRMATION, { toasterId });
      onOpenChange(false);
    }, [onOpenChange, toasterId]),
    onFailed: useCallback(
      (message: string) => toast.error('Error', { description: message, toasterId }),
      [toasterId],
    ),
  });

  // Opening the dialog is the interaction: start the data layer while the visitor types.
  useEffect(() => {
    if (open) prepare();
  }, [open, prepare]);

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger (the button loads this module), so return focus by hand.
            event.preventDefault();
            returnFocus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Request a Demo</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DemoNotice />
          <DemoRequestForm
            honeypot={honeypot}
            submitting={submitting}
            onValid={(values) => void submit({ kind: 'demo', source, ...values })}
          />
          <SubmitError message={error} />
        </DialogContent>
      </Dialog>
      <MountedToaster id={toasterId} onMounted={noop} />
    </>
  );
}
