import { useEffect, useId } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { usePublicForm } from '@/lib/forms/use-public-form';
import type { DemoRequestFormValues, DemoRequestInput } from '@/lib/inquiries/inquiry-schema';
import type { DemoSource } from '@/lib/inquiries/inquiry-sources';
import { useInquirySend } from './use-inquiry-send';
import { DemoRequestForm } from './demo-request-form';
import { MountedToaster, toast } from '@/components/ui/mounted-toaster';
import { SubmitError } from './submit-error';
import { DemoNotice } from '@/components/layout/demo-notice';

export const DEMO_CONFIRMATION = "Thanks! We'll reach out shortly with your demo details.";
export const DEMO_FAILURE = "We couldn't send your demo request. Please try again.";

const noop = () => {};
const EMPTY_DEMO_REQUEST = { fullName: '', email: '', businessName: '', phone: '', message: '' };

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
  const formId = useId();
  const inquiry = useInquirySend(DEMO_FAILURE);
  const demoForm = usePublicForm<DemoRequestFormValues, DemoRequestInput>({
    id: formId,
    schema: () => import('@/lib/inquiries/inquiry-schema').then((module) => module.demoRequestSchema),
    defaultValues: EMPTY_DEMO_REQUEST,
    // The browser's own checks first (`required`, `type="email"`), as the spec asks.
    browserChecks: true,
    prepare: inquiry.prepare,
    send: (values) => inquiry.send({ kind: 'demo', source, ...values }),
    onSent: () => {
      demoForm.form.reset(EMPTY_DEMO_REQUEST);
      toast.success(DEMO_CONFIRMATION, { toasterId });
      onOpenChange(false);
    },
    failureMessage: inquiry.failureMessage,
    onFailed: (message) => toast.error('Error', { description: message, toasterId }),
  });
  const { submitting, error, prepare } = demoForm;

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
          <DemoRequestForm publicForm={demoForm} />
          <SubmitError message={error} />
        </DialogContent>
      </Dialog>
      <MountedToaster id={toasterId} onMounted={noop} />
    </>
  );
}
