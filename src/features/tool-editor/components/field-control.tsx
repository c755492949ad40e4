import { FormField } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { EditorField } from '@/widgets/editor-fields';
import { getAt } from '../lib/settings-path';
import { PhoneInput } from './phone-input';
import type { FieldProps } from './settings-form';
import { TimeZoneSelect } from './time-zone-select';

type ValueField = Exclude<EditorField, { type: 'list' } | { type: 'group' }>;

/** One setting's label, control, hint and error. */
export function FieldControl({
  field,
  path,
  settings,
  errors,
  onChange,
}: { field: ValueField } & FieldProps) {
  const id = `setting-${path.replace(/\./g, '-')}`;
  const value = getAt(settings, path);
  const error = errors[path];
  const hint = 'hint' in field ? field.hint : undefined;
  if (field.type === 'toggle') {
    return (
      <div className="grid gap-1">
        <label htmlFor={id} className="flex min-h-10 items-center gap-3 text-sm font-medium">
          <input
            id={id}
            type="checkbox"
            className="size-5 accent-primary"
            checked={value === true}
            onChange={(event) => onChange(path, event.target.checked)}
            aria-describedby={hint ? `${id}-hint` : undefined}
          />
          {field.label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <FormField id={id} label={field.label} hint={hint} error={error}>
      {(aria) => {
        const text = typeof value === 'string' ? value : '';
        switch (field.type) {
          case 'text':
            return field.multiline ? (
              <textarea
                {...aria}
                className={cn(inputClassName, 'min-h-24 py-2')}
                maxLength={field.max}
                placeholder={field.placeholder}
                value={text}
                onChange={(event) => onChange(path, event.target.value)}
              />
            ) : (
              <Input
                {...aria}
                maxLength={field.max}
                placeholder={field.placeholder}
                value={text}
                onChange={(event) => onChange(path, event.target.value)}
              />
            );
          case 'link':
            return (
              <Input
                {...aria}
                type="url"
                inputMode="url"
                placeholder={field.placeholder ?? 'https://'}
                value={text}
                onChange={(event) => onChange(path, event.target.value.trim())}
              />
            );
          case 'color':
            return (
              <div className="flex items-center gap-2">
                <input
                  {...aria}
                  type="color"
                  className="h-10 w-14 cursor-pointer rounded-md border"
                  value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
                  onChange={(event) => onChange(path, event.target.value)}
                />
                <Input
                  aria-label={`${field.label} (hex)`}
                  className="w-32 font-mono"
                  maxLength={7}
                  value={text}
                  onChange={(event) => onChange(path, event.target.value.trim())}
                />
              </div>
            );
          case 'number':
            return (
              <Input
                {...aria}
                type="number"
                inputMode="numeric"
                min={field.min}
                max={field.max}
                step={field.step ?? 1}
                value={typeof value === 'number' ? value : ''}
                onChange={(event) =>
                  onChange(path, event.target.value === '' ? undefined : Number(event.target.value))
                }
              />
            );
          case 'select':
            return (
              <select
                {...aria}
                className={inputClassName}
                value={typeof value === 'number' ? String(value) : text}
                // A select over numbers (an appointment's length) keeps its setting a number.
                onChange={(event) =>
                  onChange(path, typeof value === 'number' ? Number(event.target.value) : event.target.value)
                }
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            );
          case 'phone':
            return (
              <PhoneInput
                aria={aria}
                value={text}
                onChange={(e164, display) => {
                  onChange(path, e164);
                  if (field.displayKey) onChange(path.replace(/[^.]+$/, field.displayKey), display);
                }}
              />
            );
          case 'date':
            return (
              <Input
                {...aria}
                type="date"
                value={text}
                onChange={(event) => onChange(path, event.target.value)}
              />
            );
          case 'time':
            return (
              <Input
                {...aria}
                type="time"
                value={text}
                onChange={(event) => onChange(path, event.target.value)}
              />
            );
          case 'timezone':
            return <TimeZoneSelect aria={aria} value={text} onChange={(zone) => onChange(path, zone)} />;
        }
      }}
    </FormField>
  );
}
