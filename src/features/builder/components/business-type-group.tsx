import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { BUSINESS_TYPES } from '@/lib/leads/lead-options';
import type { LeadFormValues } from '@/lib/leads/lead-schema';
import { BUSINESS_TYPE_ICONS } from '../data/business-type-icons';
import { OptionCard } from './option-card';

/** The business types (lead-options) as a radio group of cards with their icons. */
export function BusinessTypeGroup() {
  const { control } = useFormContext<LeadFormValues>();
  const { field, fieldState } = useController({ control, name: 'businessType' });
  const errorId = useId();

  return (
    <fieldset aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="mb-3 text-sm font-medium">Business type</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {BUSINESS_TYPES.map((option) => (
          <OptionCard
            key={option.value}
            type="radio"
            name="businessType"
            value={option.value}
            label={option.label}
            icon={BUSINESS_TYPE_ICONS[option.icon]}
            checked={field.value === option.value}
            onChange={(checked) => checked && field.onChange(option.value)}
          />
        ))}
      </div>
      <FieldError id={errorId} message={fieldState.error?.message} className="mt-2" />
    </fieldset>
  );
}
