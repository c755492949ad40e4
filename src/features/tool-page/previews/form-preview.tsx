import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { PreviewProps } from './preview-props';

/** A short enquiry form; sending it only shows the thank-you message (nothing leaves the browser). */
export default function FormPreview({ sample }: PreviewProps) {
  const [sent, setSent] = useState(false);
  const id = useId();
  return (
    <form
      aria-label={`Contact ${sample.business}`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>Your name</Label>
        <Input id={`${id}-name`} autoComplete="off" required onChange={() => setSent(false)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-interest`}>I am interested in</Label>
        <select id={`${id}-interest`} className={inputClassName}>
          {sample.items.map((item) => (
            <option key={item.name}>{item.name}</option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea id={`${id}-message`} rows={2} placeholder={sample.questions[0].question} />
      </div>
      <Button type="submit">Send</Button>
      <p role="status" className="text-sm font-medium">
        {sent ? `Thanks! ${sample.business} would get this by email. (Preview: nothing was sent.)` : ''}
      </p>
    </form>
  );
}
