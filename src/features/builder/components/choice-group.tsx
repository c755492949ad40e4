import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import type { LeadFormValues } from '@/lib/leads/lead-schema';
import { OptionCard } from './option-card';

/** A checkbox group (goals or challenges) drawn as cards, stored as an array of option ids. */
export function ChoiceGroup({
  name,
  legend,
  options,
}: {
  name: 'goals' | 'currentChallenges';
  legend: string;
  options: ReadonlyArray<{ id: string; label: string }>;
}) {
  const { control } = useFormContext<LeadFormValues>();
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const selected: ReadonlyArray<string> = field.value ?? [];

  const toggle = (optionId: string, checked: boolean) => {
    const next = checked ? [...selected, optionId] : selected.filter((value) => value !== optionId);
    // Keep the options' order so the stored list does not depend on the order of clicks.
    field.onChange(options.map((o) => o.id).filter((value) => next.includes(value)));
  };

  return (
    <fieldset aria-describedby={`${id}-hint${fieldState.error ? ` ${id}-error` : ''}`}>
      <legend className="sr-only">{legend}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-muted-foreground">
        Select all that apply.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <OptionCard
            key={option.id}
            type="checkbox"
            name={name}
            value={option.id}
            label={option.label}
            checked={selected.includes(option.id)}
            onChange={(checked) => toggle(option.id, checked)}
          />
        ))}
      </div>
      <FieldError id={`${id}-error`} message={fieldState.error?.message} className="mt-2" />
    </fieldset>
  );
}
