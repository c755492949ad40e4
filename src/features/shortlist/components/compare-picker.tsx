import type { Tool } from '@/domain/catalogue/tool-types';

export const COMPARE_MAX = 4;

/** With more than four tools listed, the visitor picks which four the table compares. */
export function ComparePicker({
  tools,
  selected,
  onChange,
}: {
  tools: readonly Tool[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const full = selected.length >= COMPARE_MAX;
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <fieldset className="rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Choose up to {COMPARE_MAX} tools to compare</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {tools.map((tool) => {
          const checked = selected.includes(tool.id);
          return (
            <label key={tool.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(tool.id, event.target.checked)}
              />
              {tool.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
