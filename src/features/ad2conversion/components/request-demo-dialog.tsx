import { useState } from 'react';
import { toast } from 'sonner';
import { DemoNotice } from '@/components/layout/demo-notice';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { DemoRequestForm } from './demo-request-form';

export const DEMO_CONFIRMATION = "Thanks! We'll reach out shortly with your demo details.";

/**
 * A Request a Demo button with its own dialog. Each button owns its dialog so that, on close,
 * Radix returns focus to the very button that opened it.
 */
export function RequestDemoDialog({ variant = 'outline', size = 'lg', className }: ButtonProps) {
  const [open, setOpen] = useState(false);

  function handleSubmitted() {
    toast.success(DEMO_CONFIRMATION);
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={className}>
          Request a Demo
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request a Demo</DialogTitle>
          <DialogDescription>
            See a sample video ad and the AI follow-up in action for a business like yours. It takes about 20
            minutes.
          </DialogDescription>
        </DialogHeader>
        <DemoNotice />
        <DemoRequestForm onSubmitted={handleSubmitted} />
      </DialogContent>
    </Dialog>
  );
}
