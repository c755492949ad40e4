import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import type { EditorField } from '@/widgets/editor-fields';
import { getAt, joinPath } from '../lib/settings-path';
import { Fields, type FieldProps } from './settings-form';

type ListEditorField = Extract<EditorField, { type: 'list' }>;

/** A bounded list of items (reviews, questions, opening intervals): add, remove and reorder. */
export function ListField({
  field,
  path,
  settings,
  errors,
  onChange,
}: { field: ListEditorField } & FieldProps) {
  const items = (getAt(settings, path) as unknown[] | undefined) ?? [];
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(path, next);
  };
  const errorId = `${path}-error`;
  return (
    <fieldset className="space-y-3" aria-describedby={errors[path] ? errorId : undefined}>
      <legend className="text-sm font-medium">
        {field.label}{' '}
        <span className="font-normal text-muted-foreground">
          ({items.length} of {field.max})
        </span>
      </legend>
      {items.map((_, index) => {
        const number = index + 1;
        return (
          // Items have no id of their own; position is what the owner sees and edits.
          <div key={index} className="space-y-3 rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold capitalize">
                {field.itemLabel} {number}
              </p>
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${field.itemLabel} ${number} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${field.itemLabel} ${number} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${field.itemLabel} ${number}`}
                  disabled={items.length <= (field.min ?? 0)}
                  onClick={() =>
                    onChange(
                      path,
                      items.filter((__, at) => at !== index),
                    )
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
            <Fields
              fields={field.fields}
              prefix={joinPath(path, index)}
              settings={settings}
              errors={errors}
              onChange={onChange}
            />
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={items.length >= field.max}
        onClick={() => onChange(path, [...items, field.newItem()])}
      >
        <Plus aria-hidden="true" /> Add {field.itemLabel}
      </Button>
      <FieldError id={errorId} message={errors[path]} />
    </fieldset>
  );
}
