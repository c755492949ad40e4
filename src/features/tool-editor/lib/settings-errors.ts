import type { z } from 'zod';
import type { EditorField, EditorSection } from '@/widgets/editor-fields';

/** Field path ('reviews.1.text') -> what to tell the owner. */
export type SettingsErrors = Record<string, string>;

const fieldTypes = (sections: readonly EditorSection[]) => {
  const types: Array<{ pattern: RegExp; type: EditorField['type'] }> = [];
  const walk = (fields: readonly EditorField[], prefix: string) => {
    for (const field of fields) {
      if (field.type === 'group') walk(field.fields, prefix);
      else if (field.type === 'list') {
        types.push({ pattern: new RegExp(`^${prefix}${field.key}$`), type: 'list' });
        walk(field.fields, `${prefix}${field.key.replace(/\./g, '\\.')}\\.\\d+\\.`);
      } else
        types.push({
          pattern: new RegExp(`^${prefix}${field.key.replace(/\./g, '\\.')}$`),
          type: field.type,
        });
    }
  };
  for (const section of sections) walk(section.fields, '');
  return types;
};

const FORMAT_MESSAGES: Partial<Record<EditorField['type'], string>> = {
  link: 'Use a full link starting with https://, tel: or mailto:',
  color: 'Use a colour such as #1A73E8',
  phone: 'Enter a phone number that can be dialled, such as (555) 010-0123 or +44 20 7946 0958',
  date: 'Pick a date',
  time: 'Use a time such as 09:00',
  timezone: 'Pick a time zone from the list',
  text: 'Remove the special characters (control or direction marks)',
};

/** The schema's complaints as sentences for the fields that caused them. */
export function settingsErrors(
  schema: z.ZodType,
  settings: unknown,
  sections: readonly EditorSection[],
): SettingsErrors {
  const result = schema.safeParse(settings);
  if (result.success) return {};
  const types = fieldTypes(sections);
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    const type = types.find((entry) => entry.pattern.test(path))?.type;
    errors[path] ??= message(issue, type);
  }
  return errors;
}

function message(issue: z.core.$ZodIssue, type: EditorField['type'] | undefined): string {
  if (issue.code === 'too_big') {
    return type === 'list'
      ? `At most ${String(issue.maximum)} items`
      : issue.origin === 'string'
        ? `At most ${String(issue.maximum)} characters`
        : `At most ${String(issue.maximum)}`;
  }
  if (issue.code === 'too_small') {
    if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Fill this in';
    return type === 'list'
      ? `At least ${String(issue.minimum)} items`
      : issue.origin === 'string'
        ? `At least ${String(issue.minimum)} characters`
        : `At least ${String(issue.minimum)}`;
  }
  if (issue.code === 'invalid_format')
    return (type && FORMAT_MESSAGES[type]) ?? 'Check the format of this value';
  return 'Check this value';
}
