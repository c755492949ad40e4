import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PreviewProps } from './preview-props';

/** A newsletter or club signup with its incentive; joining shows the welcome (nothing is sent). */
export default function SignupPreview({ sample }: PreviewProps) {
  const id = useId();
  const [joined, setJoined] = useState(false);
  return (
    <form
      aria-label={`Join the ${sample.business} list`}
      className="mx-auto max-w-md space-y-3 rounded-lg border bg-background p-5 text-center"
      onSubmit={(event) => {
        event.preventDefault();
        setJoined(true);
      }}
    >
      <Mail aria-hidden="true" className="mx-auto size-8 text-primary" />
      <h3 className="text-lg font-bold">Join the {sample.business} list</h3>
      <p className="text-sm">
        Members hear first: {sample.offer.charAt(0).toLowerCase() + sample.offer.slice(1)}.
      </p>
      <div className="space-y-1 text-left">
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          required
          onChange={() => setJoined(false)}
        />
      </div>
      <Button type="submit" className="w-full">
        Subscribe
      </Button>
      <p role="status" className="text-sm font-medium">
        {joined
          ? 'You are on the list! Check your inbox for a welcome email. (Preview: nothing was sent.)'
          : ''}
      </p>
    </form>
  );
}
