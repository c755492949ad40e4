/**
 * How the editor (src/features/widget-editor) shows a kind's settings: a list of fields per kind, in
 * src/widgets/kinds/<kind>/fields.ts. Data only (no React), so a kind stays one folder. `key` is a path
 * into the settings object ('colors.accent'); inside a list, relative to the item.
 */
export type EditorField =
  | {
      type: 'text';
      key: string;
      label: string;
      max: number;
      multiline?: boolean;
      hint?: string;
      placeholder?: string;
    }
  | { type: 'link'; key: string; label: string; hint?: string; placeholder?: string }
  | { type: 'color'; key: string; label: string }
  | { type: 'toggle'; key: string; label: string; hint?: string }
  | { type: 'number'; key: string; label: string; min: number; max: number; step?: number; hint?: string }
  | { type: 'select'; key: string; label: string; options: ReadonlyArray<{ value: string; label: string }> }
  /** A phone number typed in any local form, stored as E.164 (checked and formatted by libphonenumber-js). */
  | {
      type: 'phone';
      key: string;
      label: string;
      hint?: string;
      /** Where the formatted number goes ('display'). */ displayKey?: string;
    }
  | { type: 'date'; key: string; label: string; hint?: string }
  | { type: 'time'; key: string; label: string }
  | { type: 'timezone'; key: string; label: string }
  | {
      type: 'list';
      key: string;
      label: string;
      /** Names one item for its Add and Remove buttons ("review" -> "Add review", "Remove review 2"). */
      itemLabel: string;
      max: number;
      /** The fewest items the schema accepts (Remove is off at that many). */
      min?: number;
      fields: readonly EditorField[];
      /** A new item's values. */
      newItem: () => Record<string, unknown>;
    }
  /** Shown only when the toggle at `when` is on ('search.enabled'), or when a setting has a value ('display=floating'). */
  | { type: 'group'; label: string; when?: string; fields: readonly EditorField[] };

export interface EditorSection {
  /** "Content", "Look", "Position", ... */
  title: string;
  fields: readonly EditorField[];
}

/** The corner a floating widget sits in (settings-common's `corner()`). */
export const cornerField = (key: string, label: string): EditorField => ({
  type: 'select',
  key,
  label,
  options: [
    { value: 'bottom-right', label: 'Bottom right' },
    { value: 'bottom-left', label: 'Bottom left' },
  ],
});

/** The level of a widget's title, so it fits the outline of the page it is pasted into. */
export const headingLevelField = (label: string): EditorField => ({
  type: 'select',
  key: 'headingLevel',
  label,
  options: [
    { value: '2', label: 'Heading 2 (a main section of the page)' },
    { value: '3', label: 'Heading 3 (inside a section)' },
    { value: '4', label: 'Heading 4' },
  ],
});
