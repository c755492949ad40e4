import type { EditorField, EditorSection } from '@/widgets/editor-fields';
import { getAt, joinPath } from '../lib/settings-path';
import type { SettingsErrors } from '../lib/settings-errors';
import { FieldControl } from './field-control';
import { ListField } from './list-field';

export type FieldProps = {
  /** The field's full path in the settings. */
  path: string;
  settings: unknown;
  errors: SettingsErrors;
  onChange: (path: string, value: unknown) => void;
};

/** Every section of a kind's settings, rendered from its field list (src/widgets/kinds/<kind>/definition.ts). */
export function SettingsForm({
  sections,
  settings,
  errors,
  onChange,
}: {
  sections: readonly EditorSection[];
  settings: unknown;
  errors: SettingsErrors;
  onChange: FieldProps['onChange'];
}) {
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <fieldset key={section.title} className="space-y-4 rounded-lg border bg-card p-4">
          <legend className="px-1 text-base font-semibold">{section.title}</legend>
          <Fields fields={section.fields} prefix="" settings={settings} errors={errors} onChange={onChange} />
        </fieldset>
      ))}
    </div>
  );
}

export function Fields({
  fields,
  prefix,
  settings,
  errors,
  onChange,
}: { fields: readonly EditorField[]; prefix: string } & Omit<FieldProps, 'path'>) {
  return (
    <>
      {fields.map((field, index) => {
        if (field.type === 'group') {
          if (field.when && !shown(field.when, prefix, settings)) return null;
          return (
            <div key={`group-${index}`} className="space-y-4 border-l-2 pl-4">
              <p className="text-sm font-medium text-muted-foreground">{field.label}</p>
              <Fields
                fields={field.fields}
                prefix={prefix}
                settings={settings}
                errors={errors}
                onChange={onChange}
              />
            </div>
          );
        }
        const path = joinPath(prefix, field.key);
        if (field.type === 'list')
          return (
            <ListField
              key={path}
              field={field}
              path={path}
              settings={settings}
              errors={errors}
              onChange={onChange}
            />
          );
        return (
          <FieldControl
            key={path}
            field={field}
            path={path}
            settings={settings}
            errors={errors}
            onChange={onChange}
          />
        );
      })}
    </>
  );
}

/** A group's `when`: 'search.enabled' (a toggle is on) or 'display=floating' (a setting has that value). */
function shown(when: string, prefix: string, settings: unknown): boolean {
  const [key = '', value] = when.split('=');
  const current = getAt(settings, joinPath(prefix, key));
  return value === undefined ? current === true : String(current) === value;
}
