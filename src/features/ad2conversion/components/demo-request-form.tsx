import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

const FIELDS = [
  { name: 'full_name', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'company', label: 'Business Name', type: 'text', autoComplete: 'organization', required: false },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/**
 * The demo request form (spec: not stored, nothing sent). Validation is the browser's own:
 * `required` and `type="email"` block an invalid submit before onSubmit runs.
 */
export function DemoRequestForm({ onSubmitted }: { onSubmitted: () => void }) {
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmitted();
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={`${id}-${field.name}`}>
              {field.label}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </Label>
            <Input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
            />
          </div>
        ))}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea id={`${id}-message`} name="message" rows={3} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-end">
        Request Demo
      </Button>
    </form>
  );
}
