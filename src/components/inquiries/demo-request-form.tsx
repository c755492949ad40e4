import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { usePublicForm } from '@/lib/forms/use-public-form';
import { INQUIRY_LIMITS } from '@/lib/inquiries/inquiry-limits';
import type { DemoRequestFormValues, DemoRequestInput } from '@/lib/inquiries/inquiry-schema';

const FIELDS = [
  { name: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'businessName', label: 'Business Name', type: 'text', autoComplete: 'organization', required: false },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: false },
] as const;

const MAX_LENGTH = {
  fullName: INQUIRY_LIMITS.fullName,
  email: INQUIRY_LIMITS.email,
  businessName: INQUIRY_LIMITS.businessName,
  phone: INQUIRY_LIMITS.phone,
} as const;

/**
 * The demo request form. The browser's own checks run first (`required`, `type="email"`, as the spec
 * asks); the schema the database mirrors then catches what the browser lets through (addresses with
 * "?" or "%", control characters), with a message next to the field.
 */
export function DemoRequestForm({
  publicForm,
}: {
  publicForm: ReturnType<typeof usePublicForm<DemoRequestFormValues, DemoRequestInput>>;
}) {
  const id = useId();
  const { form, formProps, honeypot, submitting } = publicForm;
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <form {...formProps} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            required={field.required}
            error={errors[field.name]?.message}
          >
            {(a11y) => (
              <Input
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                maxLength={MAX_LENGTH[field.name]}
                {...a11y}
                {...register(field.name)}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField id={`${id}-message`} label="Message" error={errors.message?.message}>
        {(a11y) => <Textarea rows={3} maxLength={INQUIRY_LIMITS.message} {...a11y} {...register('message')} />}
      </FormField>
      <HoneypotField ref={honeypot} />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-end">
        {submitting ? 'Submitting...' : 'Request Demo'}
      </Button>
    </form>
  );
}
