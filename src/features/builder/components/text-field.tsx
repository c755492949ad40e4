import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { LeadFormValues } from '@/lib/leads/lead-schema';

type TextFieldName = 'businessName' | 'websiteUrl' | 'email';

/** A labelled text input bound to the builder form; once it shows an error, it re-checks as the user types. */
export function TextField({
  name,
  label,
  hint,
  type = 'text',
  maxLength,
  autoComplete,
  placeholder,
}: {
  name: TextFieldName;
  label: string;
  hint?: string;
  type?: 'text' | 'url' | 'email';
  maxLength: number;
  autoComplete?: string;
  placeholder?: string;
}) {
  const { register, formState, getFieldState, trigger } = useFormContext<LeadFormValues>();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = formState.errors[name]?.message;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register(name, {
          onChange: () => {
            if (getFieldState(name).error) void trigger(name);
          },
        })}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
